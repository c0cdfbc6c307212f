import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { hydrate } from '../test-utils/ssr';
import { FloatingPanel, type FloatingPanelRef } from './FloatingPanel';
import { dragOwner, dragPanel, releaseAnchor } from './panelDrag';

const anchors = [100, 300, 500];

function touch(target: Element, type: string, at: number, y?: number) {
  const event = createEvent[type as 'touchStart'](target, {
    touches: y === undefined ? [] : [{ clientX: 100, clientY: y }],
  });
  Object.defineProperty(event, 'timeStamp', { value: at });
  fireEvent(target, event);
}

/** A touch drag by dy px (down positive) starting on `target`, slow unless `ms` apart. */
function drag(target: Element, dy: number, ms = 100) {
  touch(target, 'touchStart', 0, 600);
  [0.25, 0.5, 0.75, 1].forEach((f, i) => touch(target, 'touchMove', (i + 1) * ms, 600 + dy * f));
  touch(target, 'touchEnd', 5 * ms);
}

const handle = () => screen.getByRole('slider', { name: 'Panel height' });
const panelOf = () => handle().parentElement!.parentElement!;

function Panel(props: {
  placement?: 'bottom' | 'top';
  onHeightChange?: (h: number, d: boolean) => void;
  ref?: React.Ref<FloatingPanelRef>;
}) {
  return (
    <FloatingPanel anchors={anchors} {...props}>
      <ul aria-label="Places">
        {Array.from({ length: 30 }, (_, i) => (
          <li key={i}>Place {i + 1}</li>
        ))}
      </ul>
    </FloatingPanel>
  );
}

const heightNow = () => handle().getAttribute('aria-valuetext');

describe('FloatingPanel', () => {
  it('has a handle that moves between anchors by keyboard and reports the height', async () => {
    const onHeightChange = vi.fn();
    render(<Panel onHeightChange={onHeightChange} />);
    expect(handle()).toHaveAttribute('aria-valuenow', '1');
    expect(heightNow()).toBe('1 of 3');
    const user = userEvent.setup();
    await user.tab();
    expect(handle()).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(heightNow()).toBe('2 of 3');
    await user.keyboard('{End}');
    expect(heightNow()).toBe('3 of 3');
    await user.keyboard('{ArrowDown}{Home}');
    expect(heightNow()).toBe('1 of 3');
    expect(onHeightChange.mock.calls).toEqual([
      [300, false],
      [500, false],
      [300, false],
      [100, false],
    ]);
    expect(panelOf().style.transform).toBe('translateY(400px)');
  });

  it('follows a drag of its header and settles on the nearest anchor', () => {
    const onHeightChange = vi.fn();
    render(<Panel onHeightChange={onHeightChange} />);
    drag(handle(), -180);
    expect(heightNow()).toBe('2 of 3');
    expect(onHeightChange).toHaveBeenCalledWith(280, true);
    expect(onHeightChange).toHaveBeenLastCalledWith(300, false);
  });

  it('hands a drag up on the content over to scrolling once at the top anchor', () => {
    render(<Panel />);
    const list = screen.getByRole('list', { name: 'Places' });
    const content = list.parentElement!;
    drag(list, -460);
    expect(heightNow()).toBe('3 of 3');
    expect(content.scrollTop).toBe(60);
    // At the top, a drag up on the content is the browser's scroll: the panel stays.
    drag(list, -100);
    expect(heightNow()).toBe('3 of 3');
  });

  it('scrolls its content down before it moves itself', () => {
    const ref = createRef<FloatingPanelRef>();
    render(<Panel ref={ref} />);
    act(() => ref.current!.setHeight(500));
    const list = screen.getByRole('list', { name: 'Places' });
    list.parentElement!.scrollTop = 50;
    drag(list, 300);
    expect(heightNow()).toBe('3 of 3');
    list.parentElement!.scrollTop = 0;
    drag(list, 300);
    expect(heightNow()).toBe('1 of 3');
  });

  it('moves to any height by its ref, at once when asked', () => {
    const ref = createRef<FloatingPanelRef>();
    render(<Panel ref={ref} />);
    act(() => ref.current!.setHeight(320, { immediate: true }));
    expect(panelOf().style.transform).toBe('translateY(180px)');
    expect(panelOf().style.transition).toBe('none');
    expect(heightNow()).toBe('2 of 3');
  });

  it('drops anchors that are not heights, with a warning', () => {
    expectConsole('warn', 'FloatingPanel: anchors are heights in px above 0; got 200, -5, NaN.');
    render(<FloatingPanel anchors={[200, -5, Number.NaN]}>Content</FloatingPanel>);
    expect(handle()).toHaveAttribute('aria-valuemax', '1');
  });

  it('renders on the server without a style attribute and hydrates cleanly', async () => {
    const { html, errors } = await hydrate(<Panel />);
    expect(errors).toEqual([]);
    expect(html).not.toContain('style=');
  });

  describe('from the top', () => {
    /** The content scrolls 600 px (1000 tall in a 400 px box); it rests at its end. */
    const scrollable = () => {
      vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(1000);
      vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(400);
    };
    const list = () => screen.getByRole('list', { name: 'Places' });

    it('hangs from the top with its handle below its content', () => {
      render(<Panel placement="top" />);
      expect(panelOf().style.transform).toBe('translateY(-400px)');
      expect(list().parentElement!.nextElementSibling).toBe(handle().parentElement);
      expect(handle()).toHaveAttribute('aria-orientation', 'vertical');
    });

    it('grows with a drag down its handle and settles on the nearest anchor', () => {
      const onHeightChange = vi.fn();
      render(<Panel placement="top" onHeightChange={onHeightChange} />);
      drag(handle(), 180);
      expect(onHeightChange).toHaveBeenCalledWith(280, true);
      expect(onHeightChange).toHaveBeenLastCalledWith(300, false);
      expect(heightNow()).toBe('2 of 3');
      expect(panelOf().style.transform).toBe('translateY(-200px)');
      drag(handle(), -150);
      expect(onHeightChange).toHaveBeenCalledWith(150, true);
      expect(onHeightChange).toHaveBeenLastCalledWith(100, false);
    });

    it('carries a flick down on to the next anchor', () => {
      render(<Panel placement="top" />);
      // Left at 160 px it would settle back at 100; the speed down carries it to 300.
      drag(handle(), 60, 10);
      expect(heightNow()).toBe('2 of 3');
    });

    it('rests its content at its end, by the handle', () => {
      scrollable();
      render(<Panel placement="top" />);
      expect(list().parentElement!.scrollTop).toBe(1000);
    });

    it('hands a drag down on the content over to scrolling it back once at the highest anchor', () => {
      scrollable();
      render(<Panel placement="top" />);
      const content = list().parentElement!;
      content.scrollTop = 600;
      drag(list(), 460);
      expect(heightNow()).toBe('3 of 3');
      expect(content.scrollTop).toBe(540);
      // At the highest anchor, a drag down on the content is the browser's scroll.
      drag(list(), 100);
      expect(heightNow()).toBe('3 of 3');
    });

    it('scrolls its content to its end before it collapses', () => {
      scrollable();
      const ref = createRef<FloatingPanelRef>();
      render(<Panel placement="top" ref={ref} />);
      act(() => ref.current!.setHeight(500));
      const content = list().parentElement!;
      content.scrollTop = 550;
      drag(list(), -300);
      expect(heightNow()).toBe('3 of 3');
      content.scrollTop = 600;
      drag(list(), -300);
      expect(heightNow()).toBe('1 of 3');
    });

    it('grows with the Down arrow key and shrinks with Up', async () => {
      const onHeightChange = vi.fn();
      render(<Panel placement="top" onHeightChange={onHeightChange} />);
      const user = userEvent.setup();
      await user.tab();
      await user.keyboard('{ArrowDown}');
      expect(heightNow()).toBe('2 of 3');
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(heightNow()).toBe('3 of 3');
      await user.keyboard('{ArrowUp}');
      expect(heightNow()).toBe('2 of 3');
      await user.keyboard('{Home}');
      expect(heightNow()).toBe('1 of 3');
      await user.keyboard('{End}');
      expect(panelOf().style.transform).toBe('translateY(0px)');
      await user.keyboard('{PageUp}');
      expect(heightNow()).toBe('2 of 3');
      expect(onHeightChange.mock.calls).toEqual([
        [300, false],
        [500, false],
        [300, false],
        [100, false],
        [500, false],
        [300, false],
      ]);
    });

    it('renders on the server without a style attribute and hydrates cleanly', async () => {
      const { html, errors } = await hydrate(<Panel placement="top" />);
      expect(errors).toEqual([]);
      expect(html).not.toContain('style=');
    });
  });

  it.each([
    [true, 50, true, 30, 'panel'],
    [false, -10, false, 0, 'panel'],
    [false, -10, true, 0, 'content'],
    [false, 10, true, 40, 'content'],
    [false, 10, true, 0, 'panel'],
  ] as const)('header %s, dy %d, at top %s, scrolled %d: the %s moves', (h, dy, top, s, owner) => {
    expect(dragOwner(h, dy, top, s)).toBe(owner);
  });

  it('hands the rest of a drag past the top to the content, and resists without it', () => {
    expect(dragPanel(100, -200, anchors, true)).toEqual({ height: 300, scroll: 0 });
    expect(dragPanel(300, -300, anchors, true)).toEqual({ height: 500, scroll: 100 });
    const resisted = dragPanel(300, -300, anchors, false);
    expect(resisted.scroll).toBe(0);
    expect(resisted.height).toBeGreaterThan(500);
    expect(resisted.height).toBeLessThan(600);
    expect(dragPanel(100, 50, anchors, true).height).toBeGreaterThan(50);
  });

  it.each([
    [280, 0, 1],
    [180, 0, 0],
    [220, -2, 2],
    [420, 1, 1],
  ])('a release at %d px moving %d px/ms settles on anchor %d', (height, vy, index) => {
    expect(releaseAnchor(height, vy, anchors)).toBe(index);
  });
});

describeBasics('FloatingPanel', () => <Panel />);
