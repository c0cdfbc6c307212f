import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/Button';
import { Popover } from './index';

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

/** Runs the timers that are due now (a 0 ms open or close), so nothing pending is missed. */
const flushTimers = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Popover trigger="hover"', () => {
  it('opens after the pointer rests on the trigger and closes after it leaves', async () => {
    const onVisibleChange = vi.fn();
    render(
      <Popover trigger="hover" content="Free over $50" onVisibleChange={onVisibleChange}>
        <Button>Delivery</Button>
      </Popover>,
    );
    await userEvent.hover(trigger());
    // Not at once: a pointer passing over the trigger does not flash the bubble.
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText('Free over $50')).toBeVisible();
    await userEvent.unhover(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
    expect(onVisibleChange.mock.calls).toEqual([[true], [false]]);
  });

  it('stays open while the pointer crosses from the trigger to the bubble', async () => {
    render(<HoverTip openDelay={0} closeDelay={100} />);
    await userEvent.hover(trigger());
    const link = await screen.findByRole('link', { name: 'Shipping rates' });
    await userEvent.unhover(trigger());
    await userEvent.hover(link);
    // Past the close delay the pointer left the trigger with: the bubble cancelled that close.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(link);
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('opens on keyboard focus, Escape closes it, and Tab away closes it', async () => {
    render(<HoverTip openDelay={0} closeDelay={0} />);
    await userEvent.tab();
    expect(trigger()).toHaveFocus();
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('Escape from inside the bubble gives focus back to the trigger without reopening', async () => {
    render(<HoverTip openDelay={0} closeDelay={0} />);
    await userEvent.hover(trigger());
    const link = await screen.findByRole('link', { name: 'Shipping rates' });
    link.focus();
    await userEvent.keyboard('{Escape}');
    expect(trigger()).toHaveFocus();
    await flushTimers();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closing on pointer leave while focus is inside gives focus back to the trigger', async () => {
    render(<HoverTip openDelay={0} closeDelay={0} />);
    await userEvent.hover(trigger());
    (await screen.findByRole('link', { name: 'Shipping rates' })).focus();
    await userEvent.unhover(trigger());
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
    expect(trigger()).toHaveFocus();
    await flushTimers();
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
    render(
      <Popover content="Tip" openDelay={0}>
        <Button>Delivery</Button>
      </Popover>,
    );
    await userEvent.hover(trigger());
    await flushTimers();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
