import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from '../button/Button';
import { Popover } from './index';
import { elapse, setupUser, withFakeClock } from '../test-utils/fakeClock';

function HoverTip(props: { openDelay?: number; closeDelay?: number }) {
  return (
    <>
      <Popover trigger="hover" content={<a href="#shipping">Shipping rates</a>} {...props}>
        <Button>Delivery</Button>
      </Popover>
      <Button>Elsewhere</Button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Delivery' });

withFakeClock();

/** Runs every pending timer, however far off: nothing scheduled is left to change the state. */
const runPendingTimers = () => act(() => vi.runAllTimersAsync());

describe('Popover trigger="hover"', () => {
  it('opens after the pointer rests on the trigger and closes after it leaves', async () => {
    const onVisibleChange = vi.fn();
    render(
      <Popover trigger="hover" content="Free over $50" onVisibleChange={onVisibleChange}>
        <Button>Delivery</Button>
      </Popover>,
    );
    const user = setupUser();
    await user.hover(trigger());
    // Not at once: a pointer passing over the trigger does not flash the bubble.
    await elapse(99);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await elapse(1);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Free over $50')).toBeVisible();
    await user.unhover(trigger());
    await elapse(149);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await elapse(1);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(onVisibleChange.mock.calls).toEqual([[true], [false]]);
  });

  it('stays open while the pointer crosses from the trigger to the bubble', async () => {
    const user = setupUser();
    render(<HoverTip openDelay={0} closeDelay={100} />);
    await user.hover(trigger());
    await elapse(0);
    const link = screen.getByRole('link', { name: 'Shipping rates' });
    await user.unhover(trigger());
    await user.hover(link);
    // Past the close delay the pointer left the trigger with: the bubble cancelled that close.
    await runPendingTimers();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(link);
    await elapse(100);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on keyboard focus, Escape closes it, and Tab away closes it', async () => {
    const user = setupUser();
    render(<HoverTip openDelay={0} closeDelay={0} />);
    await user.tab();
    expect(trigger()).toHaveFocus();
    await elapse(0);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();

    await user.tab({ shift: true });
    await user.tab();
    await elapse(0);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await elapse(0);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape from inside the bubble gives focus back to the trigger without reopening', async () => {
    const user = setupUser();
    render(<HoverTip openDelay={0} closeDelay={0} />);
    await user.hover(trigger());
    await elapse(0);
    screen.getByRole('link', { name: 'Shipping rates' }).focus();
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveFocus();
    await runPendingTimers();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closing on pointer leave while focus is inside gives focus back to the trigger', async () => {
    const user = setupUser();
    render(<HoverTip openDelay={0} closeDelay={0} />);
    await user.hover(trigger());
    await elapse(0);
    screen.getByRole('link', { name: 'Shipping rates' }).focus();
    await user.unhover(trigger());
    await elapse(0);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
    await runPendingTimers();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on a tap, for touch screens without hover, and a second tap keeps it open', async () => {
    render(<HoverTip />);
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores hover with trigger="click"', async () => {
    const user = setupUser();
    render(
      <Popover content="Tip" openDelay={0}>
        <Button>Delivery</Button>
      </Popover>,
    );
    await user.hover(trigger());
    await runPendingTimers();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
