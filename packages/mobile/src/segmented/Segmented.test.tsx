import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { hydrate } from '../test-utils/ssr';
import { Segmented, type SegmentedValue } from './Segmented';
import { dragOption, stepOption } from './segmentedOptions';

const views = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week', disabled: true },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
];

/**
 * jsdom has no layout: lays the segments out 60 px wide side by side, from the left (or from
 * the right when `rtl`), for hit-testing by rect and for the thumb.
 */
function layOut(rtl = false) {
  const radios = screen.getAllByRole('radio');
  const leftOf = (i: number) => (rtl ? radios.length - 1 - i : i) * 60;
  radios.forEach((radio, i) => {
    const left = leftOf(i);
    vi.spyOn(radio, 'getBoundingClientRect').mockReturnValue({
      ...{ x: left, y: 0, left, right: left + 60, top: 0, bottom: 32, width: 60, height: 32 },
      toJSON: () => ({}),
    });
  });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return leftOf(radios.indexOf(this));
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(60);
}

// jsdom has no PointerEvent: a mouse event with the pointer fields stands in for it.
function pointer(target: EventTarget, type: string, clientX: number, clientY = 16) {
  fireEvent(
    target as Element,
    Object.assign(new MouseEvent(type, { bubbles: true, button: 0, clientX, clientY }), {
      pointerId: 1,
      pointerType: 'mouse',
    }),
  );
}

/** A mouse press on `el` at `x` that moves through `xs` and lets go at the last. */
function mouseDrag(el: Element, x: number, ...xs: number[]) {
  pointer(el, 'pointerdown', x);
  for (const to of xs) pointer(window, 'pointermove', to);
  pointer(window, 'pointerup', xs.at(-1) ?? x);
}

const thumbLeft = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[aria-hidden="true"]')?.style.transform;

describe('Segmented', () => {
  it('is a radio group with the first enabled option chosen', () => {
    render(<Segmented aria-label="View" options={['List', 'Grid']} />);
    const group = screen.getByRole('radiogroup', { name: 'View' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Grid' })).not.toBeChecked();
  });

  it('chooses by tap and reports the value', async () => {
    const onChange = vi.fn();
    render(<Segmented aria-label="View" options={views} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('month');
    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
  });

  it('moves with the arrow keys, skipping disabled options and wrapping round', async () => {
    const user = userEvent.setup();
    render(<Segmented aria-label="View" options={views} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Day' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Month' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Year' })).toBeChecked();
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Year' })).toBeChecked();
    // One Tab stop: Tab leaves the group.
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('swaps the arrow keys in right-to-left text', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Segmented aria-label="View" options={views} defaultValue="month" />
      </div>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Year' })).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
  });

  it('follows a controlled value and is disabled as a whole', async () => {
    function Controlled() {
      const [value, setValue] = useState<SegmentedValue>('year');
      return (
        <>
          <Segmented aria-label="View" options={views} value={value} onChange={setValue} />
          <Segmented aria-label="Locked" options={['A', 'B']} disabled />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Year' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Day' }));
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'B' })).toBeDisabled();
  });

  it('draws the thumb under the chosen segment once mounted, never on the server', async () => {
    const { html, errors } = await hydrate(
      <Segmented aria-label="View" options={views} defaultValue="month" block />,
    );
    expect(errors).toEqual([]);
    expect(html).not.toContain('style=');
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.textContent === 'Month' ? 120 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(60);
    const { container } = render(
      <Segmented aria-label="View" options={views} defaultValue="month" />,
    );
    const thumb = container.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(thumb?.style.transform).toBe('translateX(120px)');
    expect(thumb?.style.width).toBe('60px');
  });

  it('drags the thumb from the chosen segment and chooses the one under the finger on release', () => {
    const onChange = vi.fn();
    const { container } = render(
      <Segmented
        aria-label="View"
        options={['Day', 'Week', 'Month', 'Year']}
        onChange={onChange}
      />,
    );
    layOut();
    const day = screen.getByRole('radio', { name: 'Day' });
    pointer(day, 'pointerdown', 30);
    pointer(window, 'pointermove', 90);
    expect(thumbLeft(container)).toBe('translateX(60px)');
    pointer(window, 'pointermove', 150);
    expect(thumbLeft(container)).toBe('translateX(120px)');
    // Nothing is chosen (or announced) until the finger lets go.
    expect(day).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
    pointer(window, 'pointerup', 150);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('Month');
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
    expect(thumbLeft(container)).toBe('translateX(120px)');

    // Back to where it started: nothing changes.
    mouseDrag(screen.getByRole('radio', { name: 'Month' }), 150, 100, 150);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes no click that follows a drag for a tap', () => {
    const onChange = vi.fn();
    render(
      <Segmented
        aria-label="View"
        options={['Day', 'Week', 'Month', 'Year']}
        onChange={onChange}
      />,
    );
    layOut();
    const day = screen.getByRole('radio', { name: 'Day' });
    mouseDrag(day, 30, 120, 210);
    fireEvent.click(day);
    expect(screen.getByRole('radio', { name: 'Year' })).toBeChecked();
    expect(onChange.mock.calls).toEqual([['Year']]);
  });

  it('drags the thumb only from the chosen segment', () => {
    const onChange = vi.fn();
    const { container } = render(
      <Segmented
        aria-label="View"
        options={['Day', 'Week', 'Month', 'Year']}
        onChange={onChange}
      />,
    );
    layOut();
    pointer(screen.getByRole('radio', { name: 'Month' }), 'pointerdown', 150);
    pointer(window, 'pointermove', 210);
    expect(thumbLeft(container)).toBe('translateX(0px)');
    pointer(window, 'pointerup', 210);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();

    mouseDrag(screen.getByRole('radio', { name: 'Day' }), 30, 210);
    expect(onChange).toHaveBeenCalledWith('Year');
  });

  it('never drags the thumb onto a disabled segment, and not at all in a disabled control', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(
      <Segmented aria-label="View" options={views} defaultValue="year" onChange={onChange} />,
    );
    layOut();
    const year = screen.getByRole('radio', { name: 'Year' });
    // One move from Year to the disabled Week: the thumb stops on Month, the last enabled one.
    pointer(year, 'pointerdown', 210);
    pointer(window, 'pointermove', 90);
    expect(thumbLeft(container)).toBe('translateX(120px)');
    pointer(window, 'pointerup', 90);
    expect(onChange.mock.calls).toEqual([['month']]);

    // Past Week to Day, then back onto Week: it stays on Day.
    mouseDrag(screen.getByRole('radio', { name: 'Month' }), 150, 30, 90);
    expect(onChange).toHaveBeenLastCalledWith('day');

    rerender(
      <Segmented
        aria-label="View"
        options={views}
        defaultValue="year"
        onChange={onChange}
        disabled
      />,
    );
    mouseDrag(screen.getByRole('radio', { name: 'Day' }), 30, 210);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
  });

  it('maps the finger to the segment under it in right-to-left text', () => {
    const onChange = vi.fn();
    const { container } = render(
      <div dir="rtl">
        <Segmented aria-label="View" options={views} onChange={onChange} />
      </div>,
    );
    layOut(true);
    // Day is rightmost; a drag leftwards passes the disabled Week to Month, then Year.
    const before = thumbLeft(container);
    pointer(screen.getByRole('radio', { name: 'Day' }), 'pointerdown', 210);
    pointer(window, 'pointermove', 150);
    expect(thumbLeft(container)).toBe(before);
    pointer(window, 'pointermove', 90);
    expect(thumbLeft(container)).toBe('translateX(60px)');
    pointer(window, 'pointermove', 20);
    pointer(window, 'pointerup', 20);
    expect(onChange.mock.calls).toEqual([['year']]);
  });

  it('leaves a mostly vertical touch move to the page, and drags on a sideways one', () => {
    const onChange = vi.fn();
    render(
      <Segmented
        aria-label="View"
        options={['Day', 'Week', 'Month', 'Year']}
        onChange={onChange}
      />,
    );
    layOut();
    const day = screen.getByRole('radio', { name: 'Day' });
    const touch = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] });
    fireEvent.touchStart(day, touch(30, 16));
    // Not cancelled: the page scrolls.
    expect(fireEvent.touchMove(day, touch(40, 60))).toBe(true);
    expect(fireEvent.touchMove(day, touch(150, 90))).toBe(true);
    fireEvent.touchEnd(day, { touches: [] });
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.touchStart(day, touch(30, 16));
    expect(fireEvent.touchMove(day, touch(150, 20))).toBe(false);
    fireEvent.touchEnd(day, { touches: [] });
    expect(onChange).toHaveBeenCalledWith('Month');
  });

  it('warns about repeated values', () => {
    expectConsole('warn', 'Segmented: option values must be unique; a repeat.');
    render(<Segmented aria-label="Letters" options={['a', 'b', 'a']} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it.each([
    [0, 1, 2],
    [2, 1, 3],
    [3, 1, 0],
    [0, -1, 3],
    [2, -1, 0],
  ] as const)('from option %d, a step of %d lands on %d', (from, step, to) => {
    expect(stepOption(views, from, step)).toBe(to);
  });
});

describe('dragOption', () => {
  const rects = [0, 60, 120, 180].map((left) => ({ left, right: left + 58 }));
  it.each([
    [0, 30, 0],
    [0, 150, 2],
    [0, 90, 0],
    [3, 90, 2],
    [2, 400, 3],
    [2, -50, 0],
    [0, 125, 2],
  ] as const)('dragged from %d to x = %d, the thumb shows option %d', (from, x, to) => {
    expect(dragOption(views, rects, from, x)).toBe(to);
  });
});

describeBasics('Segmented', () => <Segmented aria-label="View" options={['List', 'Grid']} />);
