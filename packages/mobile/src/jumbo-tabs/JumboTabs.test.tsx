import { render, screen } from '@testing-library/react';
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

describeBasics('JumboTabs', () => <Plans />);
