import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Slider } from '.';

/** The thumb's track, laid out 200 px wide from the left edge (jsdom lays nothing out). */
function trackOf(thumb: Element): HTMLElement {
  const area = thumb.closest('svg')!.parentElement!;
  area.getBoundingClientRect = () =>
    ({ left: 0, width: 200, top: 0, height: 32, bottom: 32, right: 200 }) as DOMRect;
  return area;
}

describe('Slider', () => {
  it('is a slider with its value, bounds and text, moved by the keys', async () => {
    const onChange = vi.fn();
    const onAfterChange = vi.fn();
    render(
      <Slider
        aria-label="Volume"
        defaultValue={40}
        step={5}
        valueText={(v) => `${v} percent`}
        onChange={onChange}
        onAfterChange={onAfterChange}
      />,
    );
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb).toHaveAttribute('aria-valuenow', '40');
    expect(thumb).toHaveAttribute('aria-valuemin', '0');
    expect(thumb).toHaveAttribute('aria-valuemax', '100');
    expect(thumb).toHaveAttribute('aria-valuetext', '40 percent');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    expect(thumb).toHaveAttribute('aria-valuenow', '50');
    await userEvent.keyboard('{PageDown}');
    expect(thumb).toHaveAttribute('aria-valuenow', '40');
    await userEvent.keyboard('{End}');
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([45, 50, 40, 100, 0]);
    expect(onAfterChange).toHaveBeenLastCalledWith(0);
  });

  it('has two thumbs in range mode that cannot pass each other', async () => {
    const onChange = vi.fn();
    render(
      <Slider aria-label="Price" range defaultValue={[20, 22]} step={2} onChange={onChange} />,
    );
    expect(screen.getByRole('group', { name: 'Price' })).toBeInTheDocument();
    const start = screen.getByRole('slider', { name: 'Minimum' });
    const end = screen.getByRole('slider', { name: 'Maximum' });
    expect(start).toHaveAttribute('aria-valuemax', '22');
    expect(end).toHaveAttribute('aria-valuemin', '20');
    start.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(start).toHaveAttribute('aria-valuenow', '22');
    end.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange.mock.calls).toEqual([[[22, 22]], [[22, 24]]]);
  });

  it('jumps to a tapped point of the track', () => {
    const onAfterChange = vi.fn();
    render(<Slider aria-label="Zoom" onAfterChange={onAfterChange} />);
    const thumb = screen.getByRole('slider');
    const area = trackOf(thumb);
    // jsdom has no PointerEvent; React reads the coordinates from any mouse-like event.
    fireEvent(area, new MouseEvent('pointerdown', { bubbles: true, clientX: 150, clientY: 16 }));
    fireEvent.click(area, { clientX: 150, clientY: 16 });
    expect(thumb).toHaveAttribute('aria-valuenow', '75');
    expect(onAfterChange).toHaveBeenCalledWith(75);
  });

  it('runs from the right in right-to-left layouts: taps, and Left to increase', async () => {
    render(
      <div dir="rtl">
        <Slider aria-label="Zoom" />
      </div>,
    );
    const thumb = screen.getByRole('slider');
    const area = trackOf(thumb);
    fireEvent(area, new MouseEvent('pointerdown', { bubbles: true, clientX: 150, clientY: 16 }));
    fireEvent.click(area, { clientX: 150, clientY: 16 });
    expect(thumb).toHaveAttribute('aria-valuenow', '25');
    thumb.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowRight}{ArrowUp}');
    expect(thumb).toHaveAttribute('aria-valuenow', '27');
  });

  it('keeps a vertical slider the same in right-to-left layouts: Right still increases', async () => {
    render(
      <div dir="rtl">
        <Slider aria-label="Level" vertical defaultValue={50} />
      </div>,
    );
    const thumb = screen.getByRole('slider');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(thumb).toHaveAttribute('aria-valuenow', '51');
  });

  it('reads the value out from a mark and orients vertically', () => {
    render(
      <Slider aria-label="Speed" vertical marks={{ 0: 'Stop', 50: 'Cruise' }} defaultValue={50} />,
    );
    const thumb = screen.getByRole('slider');
    expect(thumb).toHaveAttribute('aria-valuetext', 'Cruise');
    expect(thumb).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('shows the popover only while dragging, unless residentPopover keeps it over each thumb', () => {
    const { rerender, unmount } = render(
      <Slider aria-label="Price" range defaultValue={[20, 60]} popover={(v) => `$${v}`} />,
    );
    expect(screen.queryByText('$20')).toBeNull();
    rerender(
      <Slider
        aria-label="Price"
        range
        defaultValue={[20, 60]}
        popover={(v) => `$${v}`}
        residentPopover
      />,
    );
    // Decorative: the thumbs already say their values, so the bubbles are not read again.
    for (const text of ['$20', '$60']) {
      expect(screen.getByText(text).closest('[aria-hidden]')).not.toBeNull();
    }
    unmount();
    render(<Slider aria-label="Volume" defaultValue={40} residentPopover />);
    expect(screen.getByText('40').closest('[aria-hidden]')).not.toBeNull();
  });

  it('passes id and aria-labelledby to the thumb and ignores keys when disabled', async () => {
    const onChange = vi.fn();
    render(
      <>
        <span id="bright-label">Brightness</span>
        <Slider id="bright" aria-labelledby="bright-label" disabled onChange={onChange} />
      </>,
    );
    const thumb = screen.getByRole('slider', { name: 'Brightness' });
    expect(thumb).toHaveAttribute('id', 'bright');
    expect(thumb).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('warns about a NaN value and min above max, and still renders', () => {
    expectConsole(
      'warn',
      'Slider: min (10) is greater than max (0); swapping them. value must be a finite number; using 0 instead of NaN.',
    );
    render(<Slider aria-label="Broken" min={10} max={0} value={Number.NaN} />);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
  });
});

describeBasics('Slider', () => (
  <Slider
    aria-label="Volume"
    defaultValue={30}
    ticks
    step={10}
    marks={{ 0: '0', 100: '100' }}
    residentPopover
  />
));
