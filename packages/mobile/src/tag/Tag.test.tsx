import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale/zhCN';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Tag } from './Tag';
import { tagColors, tagFills } from './tagVariants';

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
});

describeBasics('Tag', () => (
  <p>
    <Tag color="success">Paid</Tag>
    <Tag color="danger" fill="outline" round closable>
      Overdue
    </Tag>
  </p>
));
