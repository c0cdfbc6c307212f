import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { CapsuleTabs } from './CapsuleTabs';

function Filters(props: Partial<React.ComponentProps<typeof CapsuleTabs>>) {
  return (
    <CapsuleTabs aria-label="Category" {...props}>
      <CapsuleTabs.Tab key="fruit" title="Fruit">
        Fruit list
      </CapsuleTabs.Tab>
      <CapsuleTabs.Tab key="veg" title="Vegetables" disabled>
        Vegetable list
      </CapsuleTabs.Tab>
      <CapsuleTabs.Tab key="nuts" title="Nuts">
        Nut list
      </CapsuleTabs.Tab>
    </CapsuleTabs>
  );
}

describe('CapsuleTabs', () => {
  it('has the tabs roles, one tab stop and a labelled panel', () => {
    render(<Filters />);
    expect(screen.getByRole('tablist', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Fruit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Nuts' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Fruit' })).toHaveTextContent('Fruit list');
    expect(screen.queryByText('Nut list')).toBeNull();
  });

  it('moves with the same keys as Tabs, skipping disabled capsules', async () => {
    const onChange = vi.fn();
    render(<Filters onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Nuts' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('nuts');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Fruit' })).toHaveFocus();
    await userEvent.click(screen.getByRole('tab', { name: 'Vegetables' }));
    expect(screen.getByRole('tab', { name: 'Fruit' })).toHaveAttribute('aria-selected', 'true');
  });

  it('returns focus to the selected capsule when a controlling parent keeps activeKey', async () => {
    const onChange = vi.fn();
    render(<Filters activeKey="fruit" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await act(async () => {});
    expect(onChange).toHaveBeenCalledWith('nuts');
    const fruit = screen.getByRole('tab', { name: 'Fruit' });
    expect(fruit).toHaveFocus();
    // The one tab stop is the focused tab.
    expect(
      screen.getAllByRole('tab').filter((tab) => tab.getAttribute('tabindex') === '0'),
    ).toEqual([fruit]);
  });

  it('is controlled by activeKey and unmounts hidden panes with destroyOnHide', async () => {
    const { rerender } = render(<Filters activeKey="nuts" />);
    expect(screen.getByRole('tabpanel', { name: 'Nuts' })).toHaveTextContent('Nut list');
    rerender(<Filters activeKey="fruit" destroyOnHide />);
    expect(screen.queryByText('Nut list')).toBeNull();
  });
});

describe('CapsuleTabs edge fades', () => {
  /** A 300 px wide row holding `content` px of capsules. */
  function row(content: number) {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  }
  const scrollRow = (left: number) => {
    const list = screen.getByRole('tablist');
    list.scrollLeft = left;
    fireEvent.scroll(list);
  };

  it('fades no edge when the capsules fit', () => {
    row(300);
    render(<Filters />);
    expect(screen.getByRole('tablist')).not.toHaveAttribute('data-fade');
  });

  it('fades the edges that have more capsules beyond them, as the row scrolls', () => {
    row(700);
    render(<Filters />);
    const list = screen.getByRole('tablist');
    expect(list).toHaveAttribute('data-fade', 'end');
    scrollRow(200);
    expect(list).toHaveAttribute('data-fade', 'both');
    scrollRow(400);
    expect(list).toHaveAttribute('data-fade', 'start');
  });

  it('fades the same way in right-to-left layouts, where the row scrolls to negative offsets', () => {
    row(700);
    render(
      <div dir="rtl">
        <Filters />
      </div>,
    );
    const list = screen.getByRole('tablist');
    expect(list).toHaveAttribute('data-fade', 'end');
    scrollRow(-400);
    expect(list).toHaveAttribute('data-fade', 'start');
  });
});

describeBasics('CapsuleTabs', () => <Filters />);
