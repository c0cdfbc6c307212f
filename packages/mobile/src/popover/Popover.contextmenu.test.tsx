import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/Button';
import * as styles from './Popover.css';
import { Popover } from './index';
import { elapse, withFakeClock } from '../test-utils/fakeClock';

const onOpenChat = vi.fn();
const onRowClick = vi.fn();

function Message(props: { trigger?: 'click' | 'contextmenu' }) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={onRowClick}>
      <Popover.Menu
        trigger="contextmenu"
        actions={[
          { key: 'reply', text: 'Reply' },
          { key: 'copy', text: 'Copy' },
        ]}
        {...props}
      >
        <Button onClick={onOpenChat}>See you at six</Button>
      </Popover.Menu>
      <p>Elsewhere</p>
    </div>
  );
}

const trigger = () => screen.getByRole('button', { name: 'See you at six' });

// jsdom has no PointerEvent: a mouse event with the pointer fields stands in for it.
const pointer = (type: string, clientX = 10, clientY = 10, pointerType = 'touch') =>
  fireEvent(
    trigger(),
    Object.assign(new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY }), {
      pointerId: 1,
      pointerType,
    }),
  );

withFakeClock();
beforeEach(() => {
  onOpenChat.mockClear();
  onRowClick.mockClear();
});

describe('Popover trigger="contextmenu"', () => {
  it('opens on a 500 ms press and drops the click that ends it', async () => {
    render(<Message />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    pointer('pointerdown');
    await elapse(499);
    // Nothing is announced while the press may still turn out to be a tap.
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await elapse(1);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('menu')).toBeVisible();
    pointer('pointerup');
    fireEvent.click(trigger());
    expect(onOpenChat).not.toHaveBeenCalled();
    expect(onRowClick).not.toHaveBeenCalled();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves a shorter press to the trigger, as a tap', async () => {
    render(<Message />);
    pointer('pointerdown');
    await elapse(300);
    pointer('pointerup');
    fireEvent.click(trigger());
    await elapse(1000);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChat).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('does not open when the finger moves past the slop, as when scrolling a list', async () => {
    render(<Message />);
    pointer('pointerdown', 10, 10);
    pointer('pointermove', 15, 16);
    pointer('pointermove', 10, 30);
    await elapse(1000);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    // A small tremble is still a press; a scroll the browser takes over cancels it.
    pointer('pointerdown', 10, 10);
    pointer('pointermove', 16, 16);
    await elapse(500);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the text of its trigger from being selected or called out by a long press', () => {
    const { unmount } = render(<Message />);
    expect(trigger().parentElement).toHaveClass(styles.contextMenuAnchor);
    unmount();
    render(<Message trigger="click" />);
    expect(trigger().parentElement).not.toHaveClass(styles.contextMenuAnchor);
  });

  it('does not open when the browser takes the touch over for a scroll', async () => {
    render(<Message />);
    pointer('pointerdown');
    pointer('pointercancel');
    await elapse(1000);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores a long press with a mouse, which right-clicks instead', async () => {
    render(<Message />);
    pointer('pointerdown', 10, 10, 'mouse');
    await elapse(1000);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on a right click and keeps the browser menu away only then', async () => {
    const { unmount } = render(<Message />);
    // dispatchEvent answers false when the default was prevented.
    expect(fireEvent.contextMenu(trigger())).toBe(false);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await elapse(0);
    expect(screen.getByRole('menuitem', { name: 'Reply' })).toHaveFocus();
    unmount();

    render(<Message trigger="click" />);
    expect(fireEvent.contextMenu(trigger())).toBe(true);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Shift+F10 and with the Context Menu key on the focused trigger', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Message />);
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await elapse(0);
    expect(screen.getByRole('menuitem', { name: 'Reply' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();

    await user.keyboard('{ContextMenu}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await elapse(0);
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveFocus();
    expect(onOpenChat).not.toHaveBeenCalled();
  });

  it('closes on Escape and on an outside tap, as a click popover does', async () => {
    render(<Message />);
    pointer('pointerdown');
    await elapse(500);
    pointer('pointerup');
    fireEvent.click(trigger());
    await elapse(0);
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Reply' }), { key: 'Escape' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();

    fireEvent.contextMenu(trigger());
    fireEvent.click(screen.getByText('Elsewhere'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a tap on the trigger of an open menu closes it without acting on the row', async () => {
    render(<Message />);
    fireEvent.contextMenu(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    pointer('pointerdown');
    pointer('pointerup');
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChat).not.toHaveBeenCalled();
    expect(onRowClick).not.toHaveBeenCalled();
    // Only the tap that dismissed the menu is dropped.
    fireEvent.click(trigger());
    expect(onOpenChat).toHaveBeenCalledTimes(1);
  });
});
