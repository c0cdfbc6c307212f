import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { CheckList } from '../check-list';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale/zhCN';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Dropdown, type DropdownProps, type DropdownRef } from './index';

const sortOptions = [
  { value: 'popular', label: 'Most popular' },
  { value: 'price', label: 'Lowest price' },
  { value: 'rating', label: 'Best rated', disabled: true },
];

function Menus(props: Partial<DropdownProps>) {
  return (
    <Dropdown {...props}>
      <Dropdown.Item key="sort" title="Sort" options={sortOptions} />
      <Dropdown.Item key="filter" title="Filter">
        <button type="button">Only in stock</button>
        <button type="button">With free delivery</button>
      </Dropdown.Item>
    </Dropdown>
  );
}

const title = (name: string | RegExp) => screen.getByRole('button', { name });
/** A title's name once an option is chosen: the menu, then the option shown. */
const chosen = (menu: string, option: string, separator = ':') =>
  new RegExp(`^${menu}${separator}\\s?${option}$`);
const panelGone = (name: string | RegExp) =>
  waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());

describeBasics('Dropdown', () => <Menus />);

describe('Dropdown', () => {
  it('opens a title’s panel, switches to another title’s, and closes on the open title', async () => {
    render(<Menus />);
    const sort = title('Sort');
    expect(sort).toHaveAttribute('aria-expanded', 'false');
    expect(sort).not.toHaveAttribute('aria-controls');

    await userEvent.click(sort);
    const panel = screen.getByRole('dialog', { name: 'Sort' });
    expect(sort).toHaveAttribute('aria-expanded', 'true');
    expect(sort).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Most popular',
      'Lowest price',
      'Best rated',
    ]);

    await userEvent.click(title('Filter'));
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Sort' })).toBeNull();
    expect(sort).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(title('Filter'));
    await panelGone('Filter');
    expect(title('Filter')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the chosen option, shows it in the title, and closes on choosing', async () => {
    const onChange = vi.fn();
    render(
      <Dropdown>
        <Dropdown.Item key="sort" title="Sort" options={sortOptions} onChange={onChange} />
      </Dropdown>,
    );
    await userEvent.click(title('Sort'));
    await userEvent.click(screen.getByRole('option', { name: 'Lowest price' }));
    expect(onChange).toHaveBeenCalledWith('price');
    await panelGone('Sort');
    // On screen the option's label; the name still says which menu the button opens.
    const sort = title(chosen('Sort', 'Lowest price'));
    expect(sort).toHaveTextContent('Lowest price');

    await userEvent.click(sort);
    expect(screen.getByRole('option', { name: 'Lowest price' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // A disabled option cannot be chosen; the chosen one chosen again closes without a change.
    await userEvent.click(screen.getByRole('option', { name: 'Best rated' }));
    expect(screen.getByRole('dialog', { name: /Sort/ })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Lowest price' }));
    await panelGone(chosen('Sort', 'Lowest price'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves focus into the panel, keeps Tab there, and Escape closes it back to the title', async () => {
    render(<Menus />);
    await userEvent.click(title('Filter'));
    expect(screen.getByRole('dialog', { name: 'Filter' })).toHaveFocus();
    await userEvent.tab();
    expect(title('Only in stock')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(title('Only in stock')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await panelGone('Filter');
    expect(title('Filter')).toHaveFocus();
  });

  it('focuses a free-content panel itself, even when it holds a list of its own', async () => {
    render(
      <Dropdown>
        <Dropdown.Item key="filter" title="Filter">
          <CheckList aria-label="Features">
            <CheckList.Item value="open">Open now</CheckList.Item>
          </CheckList>
        </Dropdown.Item>
      </Dropdown>,
    );
    await userEvent.click(title('Filter'));
    expect(screen.getByRole('dialog', { name: 'Filter' })).toHaveFocus();
  });

  it('focuses the chosen option and moves between options with the arrow keys', async () => {
    render(
      <Dropdown>
        <Dropdown.Item key="sort" title="Sort" options={sortOptions} defaultValue="price" />
      </Dropdown>,
    );
    title(chosen('Sort', 'Lowest price')).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: 'Lowest price' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Most popular' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await panelGone(chosen('Sort', 'Lowest price'));
    expect(title(chosen('Sort', 'Most popular'))).toHaveFocus();
  });

  it('closes on a mask tap and on a tap outside, unless told not to', async () => {
    const { unmount } = render(
      <>
        <p>Above the bar</p>
        <Menus />
      </>,
    );
    await userEvent.click(title('Sort'));
    const mask = document.querySelector<HTMLElement>('[data-tm-portal] [aria-hidden="true"]')!;
    await userEvent.click(mask);
    await panelGone('Sort');

    await userEvent.click(title('Sort'));
    await userEvent.click(screen.getByText('Above the bar'));
    await panelGone('Sort');
    unmount();

    render(
      <>
        <p>Above the bar</p>
        <Menus closeOnMaskClick={false} closeOnClickOutside={false} />
      </>,
    );
    await userEvent.click(title('Sort'));
    await userEvent.click(
      document.querySelector<HTMLElement>('[data-tm-portal] [aria-hidden="true"]')!,
    );
    await userEvent.click(screen.getByText('Above the bar'));
    expect(screen.getByRole('dialog', { name: 'Sort' })).toBeVisible();
  });

  it('locks the page scroll while a panel is open', async () => {
    render(<Menus />);
    await userEvent.click(title('Sort'));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(title('Filter'));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
  });

  it('closes from its own buttons through the ref, keeping what the form holds', async () => {
    function Filters() {
      const ref = useRef<DropdownRef>(null);
      const [inStock, setInStock] = useState(false);
      const [applied, setApplied] = useState(false);
      return (
        <>
          <Dropdown ref={ref}>
            <Dropdown.Item key="filter" title="Filter">
              <label>
                <input
                  type="checkbox"
                  checked={inStock}
                  onChange={(event) => setInStock(event.target.checked)}
                />
                In stock
              </label>
              <button
                type="button"
                onClick={() => {
                  setApplied(inStock);
                  ref.current?.close();
                }}
              >
                Apply
              </button>
            </Dropdown.Item>
          </Dropdown>
          <p>{applied ? 'In stock only' : 'Everything'}</p>
        </>
      );
    }
    render(<Filters />);
    await userEvent.click(title('Filter'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock' }));
    await userEvent.click(title('Apply'));
    await panelGone('Filter');
    expect(screen.getByText('In stock only')).toBeInTheDocument();
    expect(title('Filter')).toHaveFocus();
    await userEvent.click(title('Filter'));
    expect(screen.getByRole('checkbox', { name: 'In stock' })).toBeChecked();
  });

  it('follows a controlled activeKey and value, reporting requests through onChange', async () => {
    const onChange = vi.fn();
    const onValue = vi.fn();
    render(
      <Dropdown activeKey="sort" onChange={onChange}>
        <Dropdown.Item
          key="sort"
          title="Sort"
          options={sortOptions}
          value="popular"
          onChange={onValue}
        />
        <Dropdown.Item key="filter" title="Filter">
          Filters
        </Dropdown.Item>
      </Dropdown>,
    );
    expect(screen.getByRole('dialog', { name: chosen('Sort', 'Most popular') })).toBeVisible();
    await userEvent.click(title('Filter'));
    expect(onChange).toHaveBeenLastCalledWith('filter');
    await userEvent.click(screen.getByRole('option', { name: 'Lowest price' }));
    expect(onValue).toHaveBeenCalledWith('price');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('dialog', { name: chosen('Sort', 'Most popular') })).toBeVisible();
  });

  it('names a chosen title in the current language', async () => {
    render(
      <ConfigProvider locale={zhCN}>
        <Dropdown>
          <Dropdown.Item
            key="sort"
            title="排序"
            options={[{ value: 1, label: '价格' }]}
            defaultValue={1}
          />
        </Dropdown>
      </ConfigProvider>,
    );
    expect(title(chosen('排序', '价格', '：'))).toBeInTheDocument();
  });

  it('has no axe violations while a panel is open', async () => {
    const { container } = render(<Menus defaultActiveKey="sort" />);
    await expectNoAxeViolations(container.ownerDocument.body);
  });

  it('warns about bad input and keeps working', async () => {
    expectConsole('warn', 'activeKey "missing" matches no item');
    expectConsole('warn', 'repeats option values a');
    expectConsole('warn', 'has the value z, which no option has');
    expectConsole('warn', 'has both options and children');
    expectConsole('warn', 'children must be Dropdown.Item elements');
    render(
      <Dropdown defaultActiveKey="missing">
        <span>stray</span>
        <Dropdown.Item
          key="letters"
          title="Letters"
          options={[
            { value: 'a', label: 'A' },
            { value: 'a', label: 'Another A' },
          ]}
          defaultValue="z"
        >
          ignored
        </Dropdown.Item>
      </Dropdown>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(title('Letters'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['A']);
    expect(screen.queryByText('ignored')).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'A' }));
    expect(title(chosen('Letters', 'A'))).toBeInTheDocument();
  });
});
