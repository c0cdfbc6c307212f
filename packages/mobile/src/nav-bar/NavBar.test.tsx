import { act, isInaccessible, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale';
import { describeBasics } from '../test-utils/basics';
import { hydrate } from '../test-utils/ssr';
import { NavBar } from './NavBar';

describe('NavBar', () => {
  it('has a back button named by the locale that calls onBack', async () => {
    const onBack = vi.fn();
    render(<NavBar onBack={onBack}>Order details</NavBar>);
    expect(screen.getByText('Order details')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('is named by its text when back has one, and in the locale of the ConfigProvider', () => {
    const { rerender } = render(<NavBar back="Orders">Details</NavBar>);
    expect(screen.getByRole('button', { name: 'Orders' })).toBeInTheDocument();
    rerender(
      <ConfigProvider locale={zhCN}>
        <NavBar>详情</NavBar>
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('has no back button when back is null, and shows the left and right slots', () => {
    render(
      <NavBar back={null} left={<span>Close</span>} right={<button type="button">Share</button>}>
        Title
      </NavBar>,
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByText('Close')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('reads the back button, the whole title, then the actions, however long the title', () => {
    const title = 'A very long title that does not fit between the buttons of a phone';
    render(
      <NavBar back="Orders" right={<button type="button">More</button>}>
        {title}
      </NavBar>,
    );
    // The ellipsis is drawn by CSS: the text itself is whole, for screen readers and search.
    const shown = screen.getByText(title);
    const back = screen.getByRole('button', { name: 'Orders' });
    const more = screen.getByRole('button', { name: 'More' });
    expect(back.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(shown.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps its space in the layout when fixed, unless placeholder is off', () => {
    const { container, rerender } = render(<NavBar fixed>Pinned</NavBar>);
    expect(container.children).toHaveLength(2);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    rerender(
      <NavBar fixed placeholder={false}>
        Pinned
      </NavBar>,
    );
    expect(container.children).toHaveLength(1);
  });
});

describe('NavBar with a large title', () => {
  // jsdom has no IntersectionObserver: this one lets a test say where the large title is.
  let observed: {
    report: (place: 'in view' | 'above' | 'below') => void;
    options?: IntersectionObserverInit;
  };
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          const rootBounds = { top: 46, bottom: 600 } as DOMRectReadOnly;
          const tops = { 'in view': 60, above: -20, below: 700 };
          observed = {
            options,
            report: (place) =>
              act(() =>
                callback(
                  [
                    {
                      isIntersecting: place === 'in view',
                      boundingClientRect: { top: tops[place] } as DOMRectReadOnly,
                      rootBounds,
                    } as IntersectionObserverEntry,
                  ],
                  this as unknown as IntersectionObserver,
                ),
              ),
          };
        }
        observe() {}
        disconnect() {}
      },
    );
    return () => vi.unstubAllGlobals();
  });

  const inbox = () => <NavBar largeTitle>Inbox</NavBar>;
  const smallTitle = () => screen.getByText('Inbox', { ignore: 'h1' });

  it('shows the title as the one heading, large, with the bar’s copy hidden at first', () => {
    render(inbox());
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(isInaccessible(smallTitle())).toBe(true);
    expect(smallTitle()).not.toBeVisible();
  });

  it('shows the small title once the large one scrolls under the bar, and hides it back', () => {
    render(inbox());
    const heading = screen.getByRole('heading', { name: 'Inbox' });
    observed.report('above');
    expect(smallTitle()).toBeVisible();
    // Still one heading, the same element, and the bar's copy is still not read.
    expect(screen.getAllByRole('heading')).toEqual([heading]);
    expect(isInaccessible(smallTitle())).toBe(true);
    observed.report('in view');
    expect(smallTitle()).not.toBeVisible();
  });

  it('keeps the small title hidden while the large one is below the fold', () => {
    render(inbox());
    observed.report('below');
    expect(smallTitle()).not.toBeVisible();
  });

  it('watches the large title in its nearest scroll container, under the bar', () => {
    render(
      <div data-testid="scroller" style={{ overflowY: 'auto' }}>
        {inbox()}
      </div>,
    );
    expect(observed.options?.root).toBe(screen.getByTestId('scroller'));
    expect(observed.options?.rootMargin).toMatch(/^-\d+px 0px 0px$/);
  });

  it('renders the large title on the server, with the bar’s copy hidden, and hydrates', async () => {
    const { errors, html } = await hydrate(
      <NavBar largeTitle fixed safeArea>
        Inbox
      </NavBar>,
    );
    expect(errors).toEqual([]);
    const server = document.createElement('div');
    server.append(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
    expect(within(server).getByRole('heading', { level: 1 })).toHaveTextContent('Inbox');
    expect(within(server).getByText('Inbox', { ignore: 'h1' })).toHaveAttribute('hidden');
  });

  it('has no heading of its own without largeTitle', () => {
    render(<NavBar>Inbox</NavBar>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Inbox')).toBeVisible();
  });
});

describeBasics('NavBar with a large title', () => (
  <NavBar back="Mailboxes" right={<button type="button">Edit</button>} largeTitle>
    Inbox
  </NavBar>
));

describeBasics('NavBar', () => (
  <NavBar right={<button type="button">Edit</button>} fixed safeArea>
    Profile
  </NavBar>
));
