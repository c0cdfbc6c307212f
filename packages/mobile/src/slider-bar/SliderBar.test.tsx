import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { SliderBar } from './SliderBar';

function Shop(props: Partial<React.ComponentProps<typeof SliderBar>>) {
  return (
    <SliderBar aria-label="Aisles" {...props}>
      <SliderBar.Item key="fruit" title="Fruit">
        Apples and pears
      </SliderBar.Item>
      <SliderBar.Item key="bread" title="Bread" badge={2}>
        Loaves
      </SliderBar.Item>
      <SliderBar.Item key="fish" title="Fish" disabled>
        Closed today
      </SliderBar.Item>
      <SliderBar.Item key="tea" title="Tea">
        Green and black
      </SliderBar.Item>
    </SliderBar>
  );
}

describe('SliderBar', () => {
  it('is a vertical tablist whose sections all show, each labelled by its item', () => {
    render(<Shop />);
    expect(screen.getByRole('tablist', { name: 'Aisles' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    expect(screen.getByRole('tab', { name: 'Fruit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(4);
    expect(screen.getByRole('tabpanel', { name: 'Tea' })).toHaveTextContent('Green and black');
  });

  it('moves with the up and down arrows, skipping disabled items, and with Home and End', async () => {
    const onChange = vi.fn();
    render(<Shop onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: /Bread/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Tea' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('tea');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tea' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Fruit' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects on a tap, not on a disabled item', async () => {
    render(<Shop />);
    await userEvent.click(screen.getByRole('tab', { name: 'Tea' }));
    expect(screen.getByRole('tab', { name: 'Tea' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Fish' }));
    expect(screen.getByRole('tab', { name: 'Tea' })).toHaveAttribute('aria-selected', 'true');
  });
});

describeBasics('SliderBar', () => <Shop />);
