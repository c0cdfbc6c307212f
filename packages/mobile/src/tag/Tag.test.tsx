import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale/zhCN';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Tag } from '.';
import * as styles from './Tag.css';
import { tagColors, tagFills, tagSizes } from './tagVariants';

function Filters() {
  const [tags, setTags] = useState(['Fruit', 'Dairy']);
  return (
    <div>
      {tags.map((tag) => (
        <Tag key={tag} closable onClose={() => setTags(tags.filter((t) => t !== tag))}>
          {tag}
        </Tag>
      ))}
    </div>
  );
}

describe('Tag', () => {
  it('shows its label as text, with no button unless closable', () => {
    render(<Tag color="primary">New</Tag>);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names each close button after its tag and removes the tag it belongs to', async () => {
    render(<Filters />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Fruit' }));
    expect(screen.queryByText('Fruit')).toBeNull();
    expect(screen.getByText('Dairy')).toBeInTheDocument();
  });

  it('closes from the keyboard', async () => {
    const onClose = vi.fn();
    render(
      <Tag closable onClose={onClose}>
        Draft
      </Tag>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove Draft' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses closeLabel and the locale for the close button name', () => {
    render(
      <ConfigProvider locale={zhCN}>
        <Tag closable>水果</Tag>
        <Tag closable closeLabel="Clear the date filter">
          <b>Today</b>
        </Tag>
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: '移除水果' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear the date filter' })).toBeInTheDocument();
  });

  it('warns when a closable tag has no text to name its close button', () => {
    expectConsole('warn', 'needs `closeLabel`');
    render(
      <Tag closable>
        <b>Today</b>
      </Tag>,
    );
    expect(screen.getByRole('button')).toBeInTheDocument();
  });

  it.each(tagFills.flatMap((fill) => tagColors.map((color) => [fill, color] as const)))(
    'renders fill %s with colour %s without a style attribute',
    (fill, color) => {
      render(
        <Tag fill={fill} color={color} round>
          {`${fill} ${color}`}
        </Tag>,
      );
      expect(screen.getByText(`${fill} ${color}`).parentElement).not.toHaveAttribute('style');
    },
  );

  it('draws a light tag as a tint of its colour, not a solid fill', () => {
    render(
      <Tag fill="light" color="success">
        In stock
      </Tag>,
    );
    const tag = screen.getByText('In stock').parentElement;
    expect(tag).toHaveClass(styles.fill.light, styles.colors.success);
    expect(tag).not.toHaveClass(styles.fill.solid);
  });

  it.each(tagSizes)('renders size %s, with a close button that still closes', async (size) => {
    const onClose = vi.fn();
    render(
      <Tag size={size} closable onClose={onClose}>
        {size}
      </Tag>,
    );
    expect(screen.getByText(size).parentElement).toHaveClass(styles.size[size]);
    await userEvent.click(screen.getByRole('button', { name: `Remove ${size}` }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is middle-sized by default', () => {
    render(<Tag>Draft</Tag>);
    expect(screen.getByText('Draft').parentElement).toHaveClass(styles.size.middle);
  });
});

describe('Tag.Check', () => {
  it('is a toggle button named by its label that turns on and off by click', async () => {
    const onChange = vi.fn();
    render(<Tag.Check onChange={onChange}>Vegetarian</Tag.Check>);
    const tag = screen.getByRole('button', { name: 'Vegetarian' });
    expect(tag).toHaveAttribute('type', 'button');
    expect(tag).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(tag);
    expect(tag).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(tag);
    expect(tag).toHaveAttribute('aria-pressed', 'false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles from the keyboard with Space and Enter', async () => {
    render(<Tag.Check>Spicy</Tag.Check>);
    await userEvent.tab();
    const tag = screen.getByRole('button', { name: 'Spicy' });
    expect(tag).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(tag).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    expect(tag).toHaveAttribute('aria-pressed', 'false');
  });

  it('starts from defaultChecked, solid and check-marked while on', async () => {
    render(
      <Tag.Check defaultChecked color="success">
        Gluten free
      </Tag.Check>,
    );
    const tag = screen.getByRole('button', { name: 'Gluten free', pressed: true });
    expect(tag).toHaveClass(styles.fill.solid, styles.colors.success);
    expect(tag.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(tag);
    expect(tag).toHaveClass(styles.fill.outline);
    expect(tag.querySelector('svg')).toBeNull();
  });

  it('follows checked when controlled, and reports the wanted state', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Tag.Check checked={false} onChange={onChange}>
        Under 30 min
      </Tag.Check>,
    );
    const tag = screen.getByRole('button', { name: 'Under 30 min' });
    await userEvent.click(tag);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(tag).toHaveAttribute('aria-pressed', 'false');
    rerender(
      <Tag.Check checked onChange={onChange}>
        Under 30 min
      </Tag.Check>,
    );
    expect(tag).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a list of filters in state', async () => {
    function Filters() {
      const [on, setOn] = useState<string[]>([]);
      return (
        <div>
          {['Fruit', 'Dairy'].map((name) => (
            <Tag.Check
              key={name}
              checked={on.includes(name)}
              onChange={(checked) =>
                setOn(checked ? [...on, name] : on.filter((item) => item !== name))
              }
            >
              {name}
            </Tag.Check>
          ))}
          <p>On: {on.join(', ') || 'none'}</p>
        </div>
      );
    }
    render(<Filters />);
    await userEvent.click(screen.getByRole('button', { name: 'Dairy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(screen.getByText('On: Dairy, Fruit')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dairy' }));
    expect(screen.getByText('On: Fruit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dairy' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('does nothing when disabled, but stays focusable and says so', async () => {
    const onChange = vi.fn();
    render(
      <Tag.Check disabled onChange={onChange}>
        Organic
      </Tag.Check>,
    );
    const tag = screen.getByRole('button', { name: 'Organic' });
    expect(tag).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(tag).toHaveFocus();
    await userEvent.keyboard(' {Enter}');
    await userEvent.click(tag);
    expect(tag).toHaveAttribute('aria-pressed', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes size and round, and forwards its ref to the button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Tag.Check ref={ref} size="large" round>
        Nearby
      </Tag.Check>,
    );
    const tag = screen.getByRole('button', { name: 'Nearby' });
    expect(ref.current).toBe(tag);
    expect(tag).toHaveClass(styles.size.large, styles.round);
  });
});

describeBasics('Tag', () => (
  <p>
    <Tag color="success">Paid</Tag>
    <Tag color="danger" fill="outline" round closable>
      Overdue
    </Tag>
    <Tag color="warning" fill="light" size="small">
      Low stock
    </Tag>
  </p>
));

describeBasics('Tag.Check', () => (
  <p>
    <Tag.Check defaultChecked>Vegetarian</Tag.Check>
    <Tag.Check size="large">Spicy</Tag.Check>
    <Tag.Check disabled>Organic</Tag.Check>
  </p>
));
