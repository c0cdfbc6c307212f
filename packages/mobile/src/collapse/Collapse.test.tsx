import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { fromKeys, toKeys, toggleKey } from './activeKeys';
import { Collapse, type CollapseActiveKey } from './index';

const header = (name: string) => screen.getByRole('button', { name });

function Faq(props: { accordion?: boolean; defaultActiveKey?: CollapseActiveKey }) {
  return (
    <Collapse {...props}>
      <Collapse.Panel key="ship" title="Shipping">
        Ships in two days.
      </Collapse.Panel>
      <Collapse.Panel key="return" title="Returns">
        Free returns for 30 days.
      </Collapse.Panel>
      <Collapse.Panel key="gift" title="Gift cards" disabled>
        Not available.
      </Collapse.Panel>
    </Collapse>
  );
}

describe('Collapse', () => {
  it('headers are buttons that control their region and report whether it is open', async () => {
    render(<Faq />);
    const shipping = header('Shipping');
    expect(shipping).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(shipping.getAttribute('aria-controls')!)!;
    expect(region).toHaveAttribute('role', 'region');
    expect(region).toHaveAccessibleName('Shipping');
    await userEvent.click(shipping);
    expect(shipping).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Shipping' })).toHaveTextContent(
      'Ships in two days.',
    );
    await userEvent.click(shipping);
    expect(shipping).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens several panels, or one at a time in accordion mode', async () => {
    const { unmount } = render(<Faq />);
    await userEvent.click(header('Shipping'));
    await userEvent.click(header('Returns'));
    expect(header('Shipping')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Returns')).toHaveAttribute('aria-expanded', 'true');
    unmount();
    render(<Faq accordion defaultActiveKey="ship" />);
    await userEvent.click(header('Returns'));
    expect(header('Shipping')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Returns')).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles with Enter and Space; a disabled header stays focusable and does nothing', async () => {
    render(<Faq />);
    await userEvent.tab();
    expect(header('Shipping')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(header('Shipping')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(header('Returns')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(header('Gift cards')).toHaveFocus();
    expect(header('Gift cards')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(header('Gift cards')).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a controlled activeKey and reports changes in accordion form', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [key, setKey] = useState<CollapseActiveKey>('return');
      return (
        <>
          <button type="button" onClick={() => setKey(null)}>
            Close all
          </button>
          <Collapse
            accordion
            activeKey={key}
            onChange={(next) => {
              onChange(next);
              setKey(next);
            }}
          >
            <Collapse.Panel key="ship" title="Shipping">
              A
            </Collapse.Panel>
            <Collapse.Panel key="return" title="Returns">
              B
            </Collapse.Panel>
          </Collapse>
        </>
      );
    }
    render(<Controlled />);
    expect(header('Returns')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(header('Shipping'));
    expect(onChange).toHaveBeenLastCalledWith('ship');
    await userEvent.click(header('Close all'));
    expect(header('Shipping')).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders content on first open, keeps it, and removes it after closing with destroyOnClose', async () => {
    render(
      <Collapse>
        <Collapse.Panel key="a" title="Kept">
          Kept content
        </Collapse.Panel>
        <Collapse.Panel key="b" title="Destroyed" destroyOnClose>
          Destroyed content
        </Collapse.Panel>
        <Collapse.Panel key="c" title="Forced" forceRender>
          Forced content
        </Collapse.Panel>
      </Collapse>,
    );
    expect(screen.queryByText('Kept content')).toBeNull();
    expect(screen.getByText('Forced content')).toBeInTheDocument();
    await userEvent.click(header('Kept'));
    await userEvent.click(header('Kept'));
    expect(screen.getByText('Kept content')).toBeInTheDocument();
    await userEvent.click(header('Destroyed'));
    expect(screen.getByText('Destroyed content')).toBeInTheDocument();
    await userEvent.click(header('Destroyed'));
    fireEvent.transitionEnd(
      document.getElementById(header('Destroyed').getAttribute('aria-controls')!)!,
    );
    expect(screen.queryByText('Destroyed content')).toBeNull();
  });

  it('warns about a panel without a key', () => {
    expectConsole('warn', 'give every Collapse.Panel a unique `key`');
    render(
      <Collapse>
        {[<Collapse.Panel title="No key">x</Collapse.Panel>].map((panel) => panel)[0]}
      </Collapse>,
    );
  });
});

describe('active keys', () => {
  it.each([
    [[], 'a', false, ['a']],
    [['a'], 'a', false, []],
    [['a'], 'b', false, ['a', 'b']],
    [['a'], 'b', true, ['b']],
    [['b'], 'b', true, []],
  ])('%o toggling %s (accordion %s) gives %o', (open, key, accordion, expected) => {
    expect(toggleKey(open, key, accordion)).toEqual(expected);
  });

  it.each([
    [null, []],
    [undefined, []],
    ['a', ['a']],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
  ] as const)('toKeys(%o) is %o', (value, keys) => {
    expect(toKeys(value as CollapseActiveKey)).toEqual(keys);
  });

  it('reports one key or null in accordion mode, the list otherwise', () => {
    expect(fromKeys([], true)).toBeNull();
    expect(fromKeys(['a'], true)).toBe('a');
    expect(fromKeys(['a'], false)).toEqual(['a']);
  });
});

describeBasics('Collapse', () => <Faq defaultActiveKey={['ship']} />);
