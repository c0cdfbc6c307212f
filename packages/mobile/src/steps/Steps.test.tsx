import { render, screen, within } from '@testing-library/react';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale/zhCN';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Steps } from './Steps';
import { statusOf } from './stepStatus';

function Order(props: { current?: number; status?: 'process' | 'error' }) {
  return (
    <Steps aria-label="Order" {...props}>
      <Steps.Step title="Paid" description="Card ending 4242" />
      <Steps.Step title="Packed" />
      <Steps.Step title="Shipped" icon={<span>🚚</span>} />
      <Steps.Step title="Delivered" />
    </Steps>
  );
}

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
