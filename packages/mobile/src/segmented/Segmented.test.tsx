import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { hydrate } from '../test-utils/ssr';
import { Segmented, type SegmentedValue } from './Segmented';
import { stepOption } from './segmentedOptions';

const views = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week', disabled: true },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
];

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

describeBasics('Segmented', () => <Segmented aria-label="View" options={['List', 'Grid']} />);
