import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { pressBack } from '../test-utils/history';
import { dark, hydrate } from '../test-utils/ssr';
import { Popup, type PopupProps } from './Popup';
import { shouldCloseOnSwipe } from './popupVariants';

function Sheet({ label = 'Sheet', ...props }: Partial<PopupProps> & { label?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setVisible(true)}>
        Open {label}
      </button>
      <Popup aria-label={label} {...props} visible={visible} onClose={() => setVisible(false)}>
        <button type="button">First in {label}</button>
        <button type="button">Last in {label}</button>
      </Popup>
    </>
  );
}

describe('Popup', () => {
  it('opens as a modal dialog, moves focus in, and Escape closes it and restores focus', async () => {
    render(<Sheet />);
    const trigger = screen.getByRole('button', { name: 'Open Sheet' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Sheet' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Sheet />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Sheet' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First in Sheet' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last in Sheet' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First in Sheet' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last in Sheet' })).toHaveFocus();
  });

  it('closes on mask tap and on its close button, unless told not to', async () => {
    const { unmount } = render(<Sheet showCloseButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Sheet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();

    const onMaskClick = vi.fn();
    render(<Sheet closeOnMaskClick={false} onMaskClick={onMaskClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Sheet' }));
    const maskEl = document.querySelector<HTMLElement>('[data-tm-portal] [aria-hidden="true"]');
    await userEvent.click(maskEl!);
    expect(onMaskClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes only the top popup on Escape and on browser back when two are stacked', async () => {
    function Stacked() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <>
          <Popup visible={outer} onClose={() => setOuter(false)} aria-label="Outer">
            outer
          </Popup>
          <Popup
            visible={inner}
            onClose={() => setInner(false)}
            aria-label="Inner"
            position="center"
          >
            inner
          </Popup>
        </>
      );
    }
    render(<Stacked />);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    // Closing Inner removed its own history entry; let that navigation finish first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Outer' })).toBeNull());
  });

  it('keeps a history entry while its parent ignores Back, so every Back asks again', async () => {
    window.history.pushState({ page: 'sheet' }, '', '#sheet');
    const before = window.history.length;
    const onClose = vi.fn();
    const sheet = (visible: boolean) => (
      <Popup visible={visible} onClose={onClose} aria-label="Sticky">
        content
      </Popup>
    );
    const { rerender } = render(sheet(true));
    await waitFor(() => expect(window.history.length).toBe(before + 1));
    await pressBack();
    await pressBack();
    expect(onClose.mock.calls).toEqual([['back'], ['back']]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(window.location.hash).toBe('#sheet');

    rerender(sheet(false));
    await waitFor(() => expect(window.history.state).toEqual({ page: 'sheet' }));
    expect(window.history.length).toBe(before + 1);
  });

  it('leaves no history entry behind when two stacked popups close at once', async () => {
    window.history.pushState({ page: 'stack' }, '', '#stack');
    function Stacked() {
      const [visible, setVisible] = useState(true);
      return (
        <>
          <Popup visible={visible} aria-label="Outer">
            outer
          </Popup>
          <Popup visible={visible} aria-label="Inner" position="center">
            <button type="button" onClick={() => setVisible(false)}>
              Done
            </button>
          </Popup>
        </>
      );
    }
    render(<Stacked />);
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(window.history.state).toEqual({ page: 'stack' }));
  });

  it('portals into the ConfigProvider container and locks its scroll, not the body', async () => {
    const frame = document.createElement('div');
    document.body.appendChild(frame);
    render(
      <ConfigProvider getContainer={() => frame}>
        <Sheet />
      </ConfigProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open Sheet' }));
    expect(frame).toContainElement(screen.getByRole('dialog'));
    expect(frame.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(frame.style.overflow).toBe(''));
    frame.remove();
  });

  it('closes when the handle is swiped down', async () => {
    render(<Sheet closeOnSwipe />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Sheet' }));
    const handle = screen.getByRole('dialog').querySelector('[title]')!;
    fireEvent.touchStart(handle, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchMove(handle, { touches: [{ clientX: 100, clientY: 130 }] });
    expect(screen.getByRole('dialog')).toHaveAttribute('data-dragging', 'true');
    expect(screen.getByRole('dialog').getAttribute('style')).toContain(
      '--tm-popup-drag-offset: 30px',
    );
    fireEvent.touchMove(handle, { touches: [{ clientX: 100, clientY: 300 }] });
    fireEvent.touchEnd(handle, { touches: [] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on a swipe of its handle straight after hydration', async () => {
    const onClose = vi.fn();
    const { errors } = await hydrate(
      <Popup visible aria-label="Server sheet" closeOnSwipe onClose={onClose}>
        Body
      </Popup>,
      { keepMounted: true },
    );
    expect(errors).toEqual([]);
    const handle = screen.getByTitle('Drag down to close');
    fireEvent.touchStart(handle, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchMove(handle, { touches: [{ clientX: 100, clientY: 300 }] });
    fireEvent.touchEnd(handle, { touches: [] });
    expect(onClose).toHaveBeenCalledWith('swipe');
  });

  it('still closes on a swipe after moving to another container while open', () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    const onClose = vi.fn();
    const { rerender } = render(
      <Popup
        visible
        aria-label="Moved"
        closeOnSwipe
        getContainer={() => first}
        onClose={onClose}
      />,
    );
    rerender(
      <Popup
        visible
        aria-label="Moved"
        closeOnSwipe
        getContainer={() => second}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Moved' });
    expect(second).toContainElement(dialog);
    const handle = dialog.querySelector('[title]')!;
    fireEvent.touchStart(handle, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchMove(handle, { touches: [{ clientX: 100, clientY: 300 }] });
    fireEvent.touchEnd(handle, { touches: [] });
    expect(onClose).toHaveBeenCalledWith('swipe');
    first.remove();
    second.remove();
  });

  it.each([
    [0, 0, 400, false],
    [100, 0.1, 400, false],
    [150, 0.1, 400, true],
    [40, 0.8, 400, true],
    [-50, 2, 400, false],
  ])('swipe of %d px at %d px/ms on %d px closes: %s', (distance, speed, height, expected) => {
    expect(shouldCloseOnSwipe(distance, speed, height)).toBe(expected);
  });

  it('has no axe violations when open', async () => {
    const { baseElement } = render(
      <Popup visible aria-label="Filters" showCloseButton>
        <p>Filter options</p>
      </Popup>,
    );
    await expectNoAxeViolations(baseElement);
  });

  it('renders nothing on the server even when open, so hydration is clean', async () => {
    const { errors, html } = await hydrate(
      <div>
        <Popup visible aria-label="Server">
          content
        </Popup>
      </div>,
    );
    expect(errors).toEqual([]);
    expect(html).toBe('<div></div>');
  });

  it('carries the dark theme into its portal', () => {
    render(dark(<Popup visible aria-label="Dark" />));
    expect(
      screen.getByRole('dialog', { name: 'Dark' }).closest('[data-tm-portal]'),
    ).toHaveAttribute('data-theme', 'dark');
  });
});

describe('Popup events', () => {
  it('does not let taps inside bubble to the component that rendered it', async () => {
    const onRowClick = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div onClick={onRowClick}>
        <Popup visible aria-label="Row menu">
          <button type="button">Inside</button>
        </Popup>
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onRowClick).not.toHaveBeenCalled();
  });
});
