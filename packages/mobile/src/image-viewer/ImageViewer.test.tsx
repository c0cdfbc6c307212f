import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { pressBack } from '../test-utils/history';
import { dark, hydrate } from '../test-utils/ssr';
import { ImageViewer } from './index';
import { elapse, withFakeClock } from '../test-utils/fakeClock';

const photos = [
  { src: '/lake.svg', alt: 'A lake' },
  { src: '/dunes.svg', alt: 'Dunes' },
  '/tower.svg',
];

function Gallery({ onIndexChange }: { onIndexChange?: (index: number) => void }) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setVisible(true)}>
        Open gallery
      </button>
      <ImageViewer.Multi
        images={photos}
        visible={visible}
        onClose={() => setVisible(false)}
        onIndexChange={onIndexChange}
      />
    </>
  );
}

describe('ImageViewer', () => {
  it('is a modal dialog with the picture and a close button, and closes on Escape', async () => {
    const onClose = vi.fn();
    render(<ImageViewer visible image="/lake.svg" alt="A lake" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Image viewer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('img', { name: 'A lake' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves between pictures with the arrow keys and announces the position', async () => {
    const onIndexChange = vi.fn();
    render(<Gallery onIndexChange={onIndexChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open gallery' }));
    await screen.findByRole('dialog');
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dunes' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image 3 of 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open gallery' })).toHaveFocus();
  });

  it("closes on the browser's Back and leaves the page where it was", async () => {
    render(<Gallery />);
    await userEvent.click(screen.getByRole('button', { name: 'Open gallery' }));
    await screen.findByRole('dialog');
    const address = window.location.href;
    await pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.href).toBe(address);
    expect(screen.getByRole('button', { name: 'Open gallery' })).toHaveFocus();
  });

  it('zooms on a double tap and back out on the next one', async () => {
    render(<ImageViewer visible image="/lake.svg" alt="A lake" />);
    const img = await screen.findByRole('img', { name: 'A lake' });
    // jsdom has no PointerEvent: a mouse event with the pointer fields stands in for it.
    const pointer = (type: string) =>
      fireEvent(
        img,
        Object.assign(new MouseEvent(type, { bubbles: true, clientX: 10, clientY: 10 }), {
          pointerId: 1,
          pointerType: 'touch',
        }),
      );
    const tap = () => {
      pointer('pointerdown');
      pointer('pointerup');
    };
    tap();
    tap();
    expect(img).toHaveAttribute('data-scale', '2');
    tap();
    tap();
    expect(img).toHaveAttribute('data-scale', '1');
  });

  it('draws the slides imageRender returns, keeps the picture where it returns undefined, and swipes on them', async () => {
    const seen: Array<[string, number, boolean]> = [];
    render(
      <ImageViewer.Multi
        visible
        images={photos}
        imageRender={(image, { index, current }) => {
          seen.push([image.src, index, current]);
          return index === 1 ? <p>A film of the dunes</p> : undefined;
        }}
      />,
    );
    await screen.findByRole('dialog');
    expect(screen.getByRole('img', { name: 'A lake' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Dunes' })).not.toBeInTheDocument();
    expect(seen).toContainEqual(['/dunes.svg', 1, false]);
    await userEvent.keyboard('{ArrowRight}');
    expect(seen).toContainEqual(['/dunes.svg', 1, true]);
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();

    // A drag to the left on the app's own slide moves on, as on a picture.
    const slide = screen.getByText('A film of the dunes').parentElement!;
    const pointer = (type: string, clientX: number) =>
      fireEvent(
        slide,
        Object.assign(new MouseEvent(type, { bubbles: true, clientX, clientY: 10 }), {
          pointerId: 1,
          pointerType: 'touch',
        }),
      );
    pointer('pointerdown', 300);
    pointer('pointermove', 200);
    pointer('pointermove', 20);
    pointer('pointerup', 20);
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
  });

  it('ImageViewer.show returns a handle that closes it, once however often it is called', async () => {
    const afterClose = vi.fn();
    let handle: ReturnType<typeof ImageViewer.show> | undefined;
    await act(async () => {
      handle = ImageViewer.show({ image: '/lake.svg', alt: 'Shown', afterClose });
    });
    expect(await screen.findByRole('img', { name: 'Shown' })).toBeInTheDocument();
    await act(async () => {
      handle!.close();
      handle!.close();
    });
    await waitFor(() => expect(afterClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ImageViewer.Multi.show opens at the given picture and closes from its close button', async () => {
    await act(async () => {
      ImageViewer.Multi.show({ images: photos, defaultIndex: 1 });
    });
    expect(await screen.findByText('Image 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no axe violations', async () => {
    render(<ImageViewer.Multi visible images={photos} />);
    await screen.findByRole('dialog');
    await expectNoAxeViolations(document.body);
  });

  it('renders nothing on the server and hydrates without mismatches', async () => {
    const { errors, html } = await hydrate(<ImageViewer visible image="/lake.svg" alt="A lake" />);
    expect(errors).toEqual([]);
    expect(html).toBe('');
  });

  it('renders in the dark theme', async () => {
    render(dark(<ImageViewer visible image="/lake.svg" alt="Night" />));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('[data-theme="dark"]')).not.toBeNull();
  });
});

describe('ImageViewer onLongPress', () => {
  // jsdom has no PointerEvent: a mouse event with the pointer fields stands in for it.
  const pointer = (
    target: Element,
    type: string,
    { x = 10, y = 10, id = 1, pointerType = 'touch', button = 0 } = {},
  ) =>
    fireEvent(
      target,
      Object.assign(
        new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button }),
        { pointerId: id, pointerType },
      ),
    );

  withFakeClock();

  it('is called once, with the index of the picture swiped to, after 500 ms held still', async () => {
    const onLongPress = vi.fn();
    render(<ImageViewer.Multi visible images={photos} onLongPress={onLongPress} />);
    const lake = await screen.findByRole('img', { name: 'A lake' });
    pointer(lake, 'pointerdown', { x: 600 });
    pointer(lake, 'pointermove', { x: 300 });
    pointer(lake, 'pointermove', { x: 100 });
    pointer(lake, 'pointerup', { x: 100 });
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    expect(onLongPress).not.toHaveBeenCalled();

    const dunes = screen.getByRole('img', { name: 'Dunes' });
    pointer(dunes, 'pointerdown');
    pointer(dunes, 'pointermove', { x: 15, y: 13 });
    await elapse(499);
    expect(onLongPress).not.toHaveBeenCalled();
    await elapse(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    expect(onLongPress).toHaveBeenCalledWith(1);
    await elapse(1000);
    pointer(dunes, 'pointerup');
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('is not called when the finger lifts before 500 ms, nor after the viewer is gone', async () => {
    const onLongPress = vi.fn();
    const { unmount } = render(
      <ImageViewer visible image="/lake.svg" alt="A lake" onLongPress={onLongPress} />,
    );
    const img = await screen.findByRole('img', { name: 'A lake' });
    pointer(img, 'pointerdown');
    await elapse(400);
    pointer(img, 'pointerup');
    await elapse(1000);
    expect(onLongPress).not.toHaveBeenCalled();

    pointer(img, 'pointerdown');
    await elapse(400);
    unmount();
    await elapse(1000);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('is not called when the finger moves 20 px, a second finger pinches or the browser cancels', async () => {
    const onLongPress = vi.fn();
    render(<ImageViewer visible image="/lake.svg" alt="A lake" onLongPress={onLongPress} />);
    const img = await screen.findByRole('img', { name: 'A lake' });
    pointer(img, 'pointerdown');
    await elapse(200);
    pointer(img, 'pointermove', { y: 30 });
    await elapse(1000);
    pointer(img, 'pointerup', { y: 30 });

    pointer(img, 'pointerdown');
    pointer(img, 'pointerdown', { id: 2, x: 100 });
    await elapse(1000);
    pointer(img, 'pointerup', { id: 2, x: 100 });
    pointer(img, 'pointerup');

    pointer(img, 'pointerdown');
    await elapse(200);
    pointer(img, 'pointercancel');
    await elapse(1000);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it("is not called by a mouse's right click, which keeps the browser's menu", async () => {
    const onLongPress = vi.fn();
    render(<ImageViewer visible image="/lake.svg" alt="A lake" onLongPress={onLongPress} />);
    const img = await screen.findByRole('img', { name: 'A lake' });
    pointer(img, 'pointerdown', { pointerType: 'mouse', button: 2 });
    expect(fireEvent.contextMenu(img)).toBe(true);
    await elapse(1000);
    pointer(img, 'pointerup', { pointerType: 'mouse', button: 2 });
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('ends the press: the drag after it neither pans nor swipes, and it is called once', async () => {
    const onLongPress = vi.fn();
    render(<ImageViewer.Multi visible images={photos} onLongPress={onLongPress} />);
    const lake = await screen.findByRole('img', { name: 'A lake' });
    pointer(lake, 'pointerdown', { x: 600 });
    await elapse(500);
    expect(onLongPress).toHaveBeenCalledWith(0);
    pointer(lake, 'pointermove', { x: 300 });
    pointer(lake, 'pointermove', { x: 100 });
    // The pictures do not follow the finger.
    expect(lake.closest('[data-dragging]')).toBeNull();
    pointer(lake, 'pointerup', { x: 100 });
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    expect(onLongPress).toHaveBeenCalledTimes(1);

    // The next gesture is an ordinary one again.
    pointer(lake, 'pointerdown', { x: 600 });
    pointer(lake, 'pointermove', { x: 300 });
    pointer(lake, 'pointermove', { x: 100 });
    pointer(lake, 'pointerup', { x: 100 });
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
  });

  it('is called by the Context Menu key and Shift+F10 for the picture shown', async () => {
    const onLongPress = vi.fn();
    render(
      <ImageViewer.Multi visible images={photos} defaultIndex={2} onLongPress={onLongPress} />,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'F10' });
    expect(onLongPress).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(dialog, { key: 'F10', shiftKey: true })).toBe(false);
    expect(onLongPress).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ContextMenu' });
    expect(onLongPress).toHaveBeenLastCalledWith(1);
    expect(onLongPress).toHaveBeenCalledTimes(2);
  });

  it('calls the single viewer back without an index', async () => {
    const onLongPress = vi.fn();
    render(<ImageViewer visible image="/lake.svg" alt="A lake" onLongPress={onLongPress} />);
    const img = await screen.findByRole('img', { name: 'A lake' });
    pointer(img, 'pointerdown');
    await elapse(500);
    pointer(img, 'pointerup');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ContextMenu' });
    expect(onLongPress).toHaveBeenCalledTimes(2);
    expect(onLongPress.mock.calls).toEqual([[], []]);
  });

  it("keeps the phone's own menu for a held picture shut with onLongPress, and open without it", async () => {
    const { rerender } = render(<ImageViewer visible image="/lake.svg" alt="A lake" />);
    const img = await screen.findByRole('img', { name: 'A lake' });
    pointer(img, 'pointerdown');
    expect(fireEvent.contextMenu(img)).toBe(true);
    pointer(img, 'pointerup');

    rerender(<ImageViewer visible image="/lake.svg" alt="A lake" onLongPress={() => {}} />);
    pointer(img, 'pointerdown');
    expect(fireEvent.contextMenu(img)).toBe(false);
    pointer(img, 'pointerup');
  });
});
