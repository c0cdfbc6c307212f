import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale/zhCN';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Steps } from './Steps';
import { statusOf } from './stepStatus';

function Order(props: {
  current?: number;
  status?: 'process' | 'error';
  onChange?: (index: number) => void;
}) {
  return (
    <Steps aria-label="Order" {...props}>
      <Steps.Step title="Paid" description="Card ending 4242" />
      <Steps.Step title="Packed" />
      <Steps.Step title="Shipped" icon={<span>🚚</span>} />
      <Steps.Step title="Delivered" disabled />
    </Steps>
  );
}

function Checkout({ onChange }: { onChange: (index: number) => void }) {
  const [current, setCurrent] = useState(2);
  return (
    <Order
      current={current}
      onChange={(index) => {
        onChange(index);
        setCurrent(index);
      }}
    />
  );
}

const currentOnes = () => document.querySelectorAll('[aria-current]');

describe('Steps', () => {
  it('is an ordered list whose current step is marked and every step says its status', () => {
    render(<Order current={1} />);
    const list = screen.getByRole('list', { name: 'Order' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    // The marks (numbers, ticks, icons) are hidden from screen readers; the text says it all.
    const spoken = (item: HTMLElement) =>
      Array.from(item.children)
        .filter((part) => !part.hasAttribute('aria-hidden'))
        .map((part) => part.textContent)
        .join('');
    expect(items.map(spoken)).toEqual([
      'Paid (done)Card ending 4242',
      'Packed (in progress)',
      'Shipped (not started)',
      'Delivered (not started)',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items.map((item) => item.dataset.status)).toEqual(['finish', 'process', 'wait', 'wait']);
  });

  it('marks a failed current step and takes a status per step', () => {
    render(
      <Steps current={2} status="error">
        <Steps.Step title="One" />
        <Steps.Step title="Two" status="error" />
        <Steps.Step title="Three" />
      </Steps>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset.status)).toEqual(['finish', 'error', 'error']);
    expect(items[2]).toHaveTextContent('Three (failed)');
  });

  it('lays out vertically and speaks the locale', () => {
    render(
      <ConfigProvider locale={zhCN}>
        <Steps direction="vertical" current={0}>
          <Steps.Step title="下单" />
        </Steps>
      </ConfigProvider>,
    );
    expect(screen.getByRole('list')).toHaveAttribute('data-direction', 'vertical');
    expect(screen.getByRole('listitem')).toHaveTextContent('下单 (进行中)');
  });

  it('ignores children that are not steps, with a warning', () => {
    expectConsole('warn', 'Steps: only Steps.Step children are steps');
    render(
      <Steps>
        <Steps.Step title="One" />
        <p>Stray</p>
      </Steps>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Stray')).toBeNull();
  });

  it('has no buttons without onChange', () => {
    render(<Order current={1} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('renders disabled steps with onChange as steps without it', () => {
    const steps = (onChange?: () => void) => (
      <Steps current={1} onChange={onChange}>
        <Steps.Step title="One" disabled />
        <Steps.Step title="Two" description="Now" disabled />
      </Steps>
    );
    const without = render(steps()).container.innerHTML;
    expect(render(steps(() => {})).container.innerHTML).toBe(without);
  });

  it('with onChange, makes every step that is not disabled a button named by title and status', async () => {
    const onChange = vi.fn();
    render(<Checkout onChange={onChange} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Paid (done)',
      'Packed (done)',
      'Shipped (in progress)',
    ]);
    expect(buttons.every((button) => button.getAttribute('type') === 'button')).toBe(true);
    // The current step is still marked on its list item, and only there.
    expect([...currentOnes()]).toEqual([buttons[2]!.closest('li')]);

    await userEvent.click(screen.getByRole('button', { name: 'Packed (done)' }));
    expect(onChange).toHaveBeenCalledWith(1);
    const packed = screen.getByRole('button', { name: 'Packed (in progress)' });
    expect([...currentOnes()]).toEqual([packed.closest('li')]);
  });

  it('does not call onChange for the current step or a disabled one', async () => {
    const onChange = vi.fn();
    render(<Checkout onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Shipped (in progress)' }));
    await userEvent.click(screen.getByText('Delivered'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes the buttons in order from the keyboard, with Enter and Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkout onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Paid (done)' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    // The chosen step is now the current one and keeps focus.
    expect(screen.getByRole('button', { name: 'Packed (in progress)' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Shipped (not started)' })).toHaveFocus();
    // The disabled last step is not in the tab order.
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it.each([
    [0, 1, 'process', undefined, 'finish'],
    [1, 1, 'process', undefined, 'process'],
    [1, 1, 'error', undefined, 'error'],
    [2, 1, 'process', undefined, 'wait'],
    [2, 1, 'process', 'finish', 'finish'],
  ] as const)('step %d with current %d (%s, own %s) is %s', (i, current, status, own, shown) => {
    expect(statusOf(i, current, status, own)).toBe(shown);
  });
});

describeBasics('Steps', () => <Order current={1} />);
describeBasics('Steps with onChange', () => <Order current={1} onChange={() => {}} />);
