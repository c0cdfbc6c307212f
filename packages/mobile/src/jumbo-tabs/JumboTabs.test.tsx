import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { JumboTabs } from './JumboTabs';

function Plans(props: Partial<React.ComponentProps<typeof JumboTabs>>) {
  return (
    <JumboTabs aria-label="Plan" {...props}>
      <JumboTabs.Tab key="day" title="Day" description="1 pass">
        Day pass
      </JumboTabs.Tab>
      <JumboTabs.Tab key="week" title="Week" description="Save 20%" forceRender>
        Week pass
      </JumboTabs.Tab>
      <JumboTabs.Tab key="year" title="Year" description="Sold out" disabled>
        Year pass
      </JumboTabs.Tab>
    </JumboTabs>
  );
}

describe('JumboTabs', () => {
  it('names each tab by its title and description', () => {
    render(<Plans />);
    expect(screen.getByRole('tab', { name: 'Day 1 pass' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Year Sold out' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('Week pass')).not.toBeVisible();
  });

  it('moves with arrow keys and End, wrapping past the disabled tab', async () => {
    render(<Plans />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Week Save 20%' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Day 1 pass' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Day 1 pass' })).toHaveTextContent('Day pass');
  });
});

describe('JumboTabs edge fades', () => {
  /** jsdom has no ResizeObserver: this one reports a resize when the test says so. */
  function stubResizeObserver() {
    const observers = new Set<() => void>();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private callback: () => void) {}
        observe() {
          observers.add(this.callback);
        }
        disconnect() {
          observers.delete(this.callback);
        }
      },
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    return () => act(() => observers.forEach((callback) => callback()));
  }

  it('fade only while the tabs overflow, and stop when the row grows to fit them', () => {
    const resize = stubResizeObserver();
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(360);
    render(<Plans />);
    const list = screen.getByRole('tablist');
    expect(list).toHaveAttribute('data-fade', 'end');
    list.scrollLeft = 160;
    fireEvent.scroll(list);
    expect(list).toHaveAttribute('data-fade', 'start');
    // Turned to landscape: the row is wide enough for every tab, and neither edge fades.
    clientWidth.mockReturnValue(360);
    list.scrollLeft = 0;
    resize();
    expect(list).not.toHaveAttribute('data-fade');
  });
});

describeBasics('JumboTabs', () => <Plans />);
