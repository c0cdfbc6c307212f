import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { hydrate } from '../test-utils/ssr';
import { Popup, type PopupProps } from './Popup';

/** `frames` collects the handle's position at every commit, before anything is painted. */
function Sheet({ frames, ...props }: Partial<PopupProps> & { frames?: Array<string | null> }) {
  const [visible, setVisible] = useState(false);
  useLayoutEffect(() => {
    frames?.push(document.querySelector('[role="slider"]')?.getAttribute('aria-valuenow') ?? null);
  });
  return (
    <>
      <button type="button" onClick={() => setVisible(true)}>
        Open map sheet
      </button>
      <Popup
        aria-label="Places"
        snapPoints={[0.3, 0.5, 0.9]}
        {...props}
        visible={visible}
        onClose={() => setVisible(false)}
      >
        <ul aria-label="Places nearby">
          <li>Bakery</li>
          <li>Library</li>
        </ul>
      </Popup>
    </>
  );
}

const sheetHeight = () =>
  screen.getByRole('dialog').style.getPropertyValue('--tm-popup-sheet-height');

async function open(props: Parameters<typeof Sheet>[0] = {}) {
  render(<Sheet {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open map sheet' }));
  // jsdom does no layout: give the sheet's container a height to measure at drag start.
  Object.defineProperty(screen.getByRole('dialog').parentElement!, 'clientHeight', {
    value: 800,
    configurable: true,
  });
  return screen.getByRole('slider', { name: 'Sheet height' });
}

/** Drags the handle by `dy` px in steps `ms` apart, so the release speed is dy / steps / ms. */
function drag(handle: HTMLElement, dy: number, { steps = 4, ms = 100 } = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  fireEvent.touchStart(handle, { touches: [{ clientX: 100, clientY: 500 }] });
  for (let step = 1; step <= steps; step += 1) {
    vi.setSystemTime(Date.now() + ms);
    fireEvent.touchMove(handle, {
      touches: [{ clientX: 100, clientY: 500 + (dy * step) / steps }],
    });
  }
  vi.useRealTimers();
  return () => fireEvent.touchEnd(handle, { touches: [] });
}

describe('Popup snap points', () => {
  it('opens at the initial point with a handle that is a slider', async () => {
    const handle = await open({ defaultSnap: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', '2');
    expect(handle).toHaveAttribute('aria-valuemax', '3');
    expect(handle).toHaveAttribute('aria-valuetext', '2 of 3');
    expect(sheetHeight()).toBe('50%');
    expect(screen.getByRole('list', { name: 'Places nearby' })).toBeVisible();
  });

  it('moves between points with arrow keys, Home and End, and reports the index', async () => {
    const onSnapChange = vi.fn();
    const handle = await open({ onSnapChange });
    await userEvent.tab();
    expect(handle).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(handle).toHaveAttribute('aria-valuenow', '2');
    expect(sheetHeight()).toBe('50%');
    await userEvent.keyboard('{End}');
    expect(sheetHeight()).toBe('90%');
    await userEvent.keyboard('{ArrowUp}');
    expect(handle).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{Home}');
    expect(handle).toHaveAttribute('aria-valuenow', '1');
    expect(onSnapChange.mock.calls).toEqual([[1], [2], [0]]);
  });

  it('follows the handle while dragged and settles at the nearest point', async () => {
    const handle = await open();
    const release = drag(handle, -150);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-dragging', 'true');
    // 30% of 800 px is 240 px; dragged up by 150 px.
    expect(sheetHeight()).toBe('390px');
    release();
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-dragging');
    expect(handle).toHaveAttribute('aria-valuenow', '2');
    expect(sheetHeight()).toBe('50%');
  });

  it('resists past the highest point and springs back to it', async () => {
    const handle = await open({ defaultSnap: 2 });
    const release = drag(handle, -300);
    const height = parseFloat(sheetHeight());
    expect(height).toBeGreaterThan(720);
    expect(height).toBeLessThan(720 + 300);
    release();
    expect(sheetHeight()).toBe('90%');
  });

  it('springs back from below the lowest point without closeOnSwipe', async () => {
    const handle = await open();
    drag(handle, 150)();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(handle).toHaveAttribute('aria-valuenow', '1');
  });

  it('closes when swiped below the lowest point with closeOnSwipe', async () => {
    const handle = await open({ closeOnSwipe: true });
    const release = drag(handle, 150);
    expect(screen.getByRole('dialog').style.getPropertyValue('--tm-popup-drag-offset')).toBe(
      '150px',
    );
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens at the initial point again after being moved, from its first frame', async () => {
    const onSnapChange = vi.fn();
    const frames: Array<string | null> = [];
    const handle = await open({ onSnapChange, frames });
    handle.focus();
    await userEvent.keyboard('{End}');
    expect(onSnapChange.mock.calls).toEqual([[2]]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    frames.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Open map sheet' }));
    expect(screen.getByRole('slider', { name: 'Sheet height' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(sheetHeight()).toBe('30%');
    expect(frames).toEqual(['1']);
    // Opening again is not the user moving the sheet.
    expect(onSnapChange.mock.calls).toEqual([[2]]);
  });

  it('opens a controlled sheet where snap says, without calling onSnapChange', async () => {
    const onSnapChange = vi.fn();
    function Controlled() {
      const [visible, setVisible] = useState(false);
      const [snap, setSnap] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setVisible(true)}>
            Open route
          </button>
          <Popup
            visible={visible}
            aria-label="Route"
            snapPoints={[200, 400, 600]}
            snap={snap}
            onSnapChange={(index) => {
              onSnapChange(index);
              setSnap(index);
            }}
            onClose={() => setVisible(false)}
          >
            Route details
          </Popup>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Open route' }));
    const handle = screen.getByRole('slider', { name: 'Sheet height' });
    expect(handle).toHaveAttribute('aria-valuenow', '2');
    handle.focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Open route' }));
    expect(screen.getByRole('slider', { name: 'Sheet height' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    expect(sheetHeight()).toBe('600px');
    expect(onSnapChange.mock.calls).toEqual([[2]]);
  });

  it('follows a controlled snap index', async () => {
    function Controlled() {
      const [snap, setSnap] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setSnap(2)}>
            Expand
          </button>
          <Popup
            visible
            aria-label="Route"
            snapPoints={[200, 400, 600]}
            snap={snap}
            onSnapChange={setSnap}
          >
            Route details
          </Popup>
        </>
      );
    }
    render(<Controlled />);
    expect(sheetHeight()).toBe('200px');
    fireEvent.click(screen.getByRole('button', { name: 'Expand', hidden: true }));
    expect(sheetHeight()).toBe('600px');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '3');
  });

  it('moves only by its handle, leaving drags on the content to scrolling', async () => {
    await open();
    const list = screen.getByRole('list', { name: 'Places nearby' });
    fireEvent.touchStart(list, { touches: [{ clientX: 100, clientY: 500 }] });
    fireEvent.touchMove(list, { touches: [{ clientX: 100, clientY: 400 }] });
    fireEvent.touchEnd(list, { touches: [] });
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-dragging');
    expect(sheetHeight()).toBe('30%');
  });

  it('moves between points on a drag straight after hydration', async () => {
    const onSnapChange = vi.fn();
    const { errors } = await hydrate(
      <Popup visible aria-label="Places" snapPoints={[0.3, 0.5, 0.9]} onSnapChange={onSnapChange}>
        Nearby
      </Popup>,
      { keepMounted: true },
    );
    expect(errors).toEqual([]);
    Object.defineProperty(screen.getByRole('dialog').parentElement!, 'clientHeight', {
      value: 800,
      configurable: true,
    });
    const handle = screen.getByRole('slider', { name: 'Sheet height' });
    drag(handle, -150)();
    expect(handle).toHaveAttribute('aria-valuenow', '2');
    expect(sheetHeight()).toBe('50%');
    expect(onSnapChange).toHaveBeenCalledWith(1);
  });

  it('has no axe violations', async () => {
    const { baseElement } = render(
      <Popup visible aria-label="Filters" snapPoints={[0.4, 0.8]} showCloseButton>
        <p>Filter options</p>
      </Popup>,
    );
    await expectNoAxeViolations(baseElement);
  });
});
