import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale/zhCN';
import { expectConsole } from '../test-utils/console';
import { pressBack } from '../test-utils/history';
import { dark, hydrate } from '../test-utils/ssr';
import { Tour, type TourProps, type TourStep } from './Tour';

/** A page with two targets and a button that starts the tour. */
function Page(props: Partial<TourProps> & { steps?: TourStep[] }) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const search = useRef<HTMLInputElement>(null);
  const steps: TourStep[] = props.steps ?? [
    { target: search, title: 'Search', description: 'Find any order by its number.' },
    { target: '#cart', title: 'Your cart', description: 'Items wait here.', placement: 'top' },
    { title: 'All set', description: 'Enjoy the shop.' },
  ];
  return (
    <>
      <input ref={search} aria-label="Search orders" />
      <button type="button" id="cart">
        Cart
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        Start tour
      </button>
      <Tour
        {...props}
        steps={steps}
        open={open}
        onClose={(current) => {
          setOpen(false);
          props.onClose?.(current);
        }}
      />
    </>
  );
}

const stepDialog = (name: string) => screen.getByRole('dialog', { name });

describe('Tour', () => {
  it('moves focus into a modal step dialog and walks through the steps to Done', async () => {
    const onChange = vi.fn();
    const onFinish = vi.fn();
    const onClose = vi.fn();
    render(<Page onChange={onChange} onFinish={onFinish} onClose={onClose} />);
    const start = screen.getByRole('button', { name: 'Start tour' });
    await userEvent.click(start);

    const first = stepDialog('Search');
    expect(first).toHaveAttribute('aria-modal', 'true');
    expect(first).toHaveAccessibleDescription('Find any order by its number.');
    expect(first).toHaveFocus();
    expect(first).toHaveTextContent('Step 1 of 3');
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(stepDialog('Your cart')).toHaveTextContent('Step 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
    // Previous is gone on the first step: focus stays in the dialog, not on the page.
    expect(stepDialog('Search')).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepDialog('All set')).toHaveTextContent('Step 3 of 3');
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(start).toHaveFocus();
  });

  it('skips on Escape and on the Skip button, reporting the step it closed on', async () => {
    const onClose = vi.fn();
    const onFinish = vi.fn();
    render(<Page onClose={onClose} onFinish={onFinish} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Start tour' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onClose).toHaveBeenLastCalledWith(1);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("skips on the browser's Back, like a Popup, unless closeOnBack is false", async () => {
    const onClose = vi.fn();
    const { unmount } = render(<Page onClose={onClose} />);
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await pressBack();
    expect(onClose).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Start tour' })).toHaveFocus();
    unmount();

    render(<Page closeOnBack={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    expect(window.history.length).toBe(entries);
    window.history.pushState(null, '');
    await pressBack();
    expect(stepDialog('Search')).toBeInTheDocument();
  });

  it('keeps Tab inside the step dialog', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const inside = ['Skip', 'Previous', 'Next'];
    for (const name of [...inside, inside[0]!]) {
      await userEvent.tab();
      expect(screen.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('scrolls the target into view before its step shows', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      // The step has not shown yet while its target scrolls: focus has not moved into it.
      if (document.activeElement?.textContent === 'Start tour') scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      render(<Page defaultCurrent={1} />);
      await userEvent.click(screen.getByRole('button', { name: 'Start tour' }));
      expect(stepDialog('Your cart')).toBeVisible();
      expect(scrolled).toEqual([screen.getByRole('button', { name: 'Cart' })]);
      expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('cuts the highlight out around the target and follows it on scroll', async () => {
    const cart = { x: 40, y: 300, width: 80, height: 40 };
    const rect = (x: number, y: number, width: number, height: number) =>
      DOMRect.fromRect({ x, y, width, height });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this.id === 'cart') return rect(cart.x, cart.y, cart.width, cart.height);
      return rect(0, 0, 375, 700);
    });
    render(<Page defaultCurrent={1} highlightPadding={6} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    const ring = () => document.querySelector('[data-tm-portal] svg rect');
    expect(ring()).toHaveAttribute('x', '34');
    expect(ring()).toHaveAttribute('y', '294');
    expect(ring()).toHaveAttribute('width', '92');
    const hole = document.querySelector('[data-tm-portal] svg path')?.getAttribute('d');
    expect(hole).toMatch(/^M0 0H375V700H0ZM42 294H118A8 8 0 0 1 126 302/);

    cart.y = 120;
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(ring()).toHaveAttribute('y', '114');
    vi.restoreAllMocks();
  });

  it('turns the placement for right-to-left pages', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      return this.id === 'cart'
        ? DOMRect.fromRect({ x: 40, y: 300, width: 80, height: 40 })
        : DOMRect.fromRect({ x: 0, y: 0, width: 375, height: 700 });
    });
    const steps = [{ target: '#cart', title: 'Cart', placement: 'bottom-start' as const }];
    const { unmount } = render(<Page steps={steps} defaultOpen />);
    const card = await screen.findByRole('dialog', { name: 'Cart' });
    expect(card).toHaveAttribute('data-placement', 'bottom-start');
    expect(card.style.getPropertyValue('--tm-tour-x')).toBe('36px');
    unmount();

    document.documentElement.dir = 'rtl';
    try {
      render(<Page steps={steps} defaultOpen />);
      const rtl = await screen.findByRole('dialog', { name: 'Cart' });
      // Lined up with the target's end, which is its start in right-to-left text.
      expect(rtl).toHaveAttribute('data-placement', 'bottom-end');
      expect(rtl.style.getPropertyValue('--tm-tour-x')).toBe('124px');
    } finally {
      document.documentElement.removeAttribute('dir');
      vi.restoreAllMocks();
    }
  });

  it('shows a step whose selector matches nothing in the centre, with a warning', async () => {
    expectConsole('warn', 'Tour: step 1 shows in the centre: no element matches "#gone".');
    render(<Page steps={[{ target: '#gone', title: 'Gone' }, { title: 'After' }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    expect(stepDialog('Gone')).toHaveFocus();
    expect(document.querySelector('[data-tm-portal] svg rect')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepDialog('After')).toBeInTheDocument();
  });

  it('warns about a selector that is not valid CSS and a ref that is not rendered', async () => {
    expectConsole('warn', 'step 1 shows in the centre: "[[" is not a valid CSS selector.');
    expectConsole('warn', 'step 2 shows in the centre: its target is not rendered.');
    render(
      <Page
        steps={[
          { target: '[[', title: 'Bad' },
          { target: { current: null }, title: 'Unset' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepDialog('Unset')).toBeInTheDocument();
  });

  it('follows a controlled current and warns about one out of range', async () => {
    function Controlled() {
      const [current, setCurrent] = useState(5);
      return (
        <Tour
          open
          current={current}
          onChange={setCurrent}
          steps={[{ title: 'One' }, { title: 'Two' }]}
        />
      );
    }
    expectConsole('warn', 'Tour: current 5 is not a step index (0 to 1); showing 1.');
    render(<Controlled />);
    expect(stepDialog('Two')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepDialog('One')).toBeInTheDocument();

    const onChange = vi.fn();
    render(
      <Tour open current={0} onChange={onChange} steps={[{ title: 'Fixed' }, { title: 'No' }]} />,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Next' }).at(-1)!);
    expect(onChange).toHaveBeenCalledWith(1);
    expect(stepDialog('Fixed')).toBeInTheDocument();
  });

  it('renders nothing for no steps, with a warning', () => {
    expectConsole('warn', 'Tour: steps is empty; nothing to show.');
    render(<Tour defaultOpen steps={[]} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks the ConfigProvider language', async () => {
    render(
      <ConfigProvider locale={zhCN}>
        <Tour defaultOpen steps={[{ title: '搜索' }, { title: '购物车' }]} />
      </ConfigProvider>,
    );
    expect(stepDialog('搜索')).toHaveTextContent('第 1 步，共 2 步');
    expect(screen.getByRole('button', { name: '下一步' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '跳过' })).toBeInTheDocument();
  });

  it('has no axe violations while open', async () => {
    render(
      <main>
        <Page defaultOpen />
      </main>,
    );
    await screen.findByRole('dialog', { name: 'Search' });
    await expectNoAxeViolations(document.body);
  });

  it('hydrates server HTML without mismatches and without style attributes', async () => {
    const { errors, html } = await hydrate(<Page defaultOpen />);
    expect(errors).toEqual([]);
    expect(html).not.toContain('style=');
    expect(html).not.toContain('dialog');
  });

  it('opens in the dark theme', () => {
    render(dark(<Tour defaultOpen steps={[{ title: 'Night' }]} />));
    expect(stepDialog('Night').closest('[data-theme="dark"]')).not.toBeNull();
  });
});
