import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLayout } from '../app/layoutHolds';
import { useScrollMemory } from './useScrollMemory';

/** The page scrolls as a browser would; jsdom does not scroll. */
function fakeScrolling() {
  const scrollTo = vi.fn((x: number, y: number) => {
    Object.assign(window, { scrollX: x, scrollY: y });
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  return scrollTo;
}

function readerScrollsTo(y: number) {
  Object.assign(window, { scrollX: 0, scrollY: y });
  window.dispatchEvent(new Event('scroll'));
}

function Layout() {
  useScrollMemory();
  return <Outlet />;
}

/** The heights of the long page's blocks, which a test may change while the reader is away. */
let blockHeights = [1000, 1000, 1000, 1000];

/** Lays the long page's blocks out one under the other, as a browser would; jsdom does not. */
function fakeLayout() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = Number(this.getAttribute('data-block'));
    const top = blockHeights.slice(0, index).reduce((sum, height) => sum + height, 0);
    return DOMRect.fromRect({ y: top - window.scrollY, height: blockHeights[index] });
  });
}

/** A page whose content arrives later, like a demo whose code is loading. */
let releaseLongPage: (() => void) | undefined;
function LongPage() {
  useLayoutEffect(() => {
    releaseLongPage = holdLayout();
    return releaseLongPage;
  }, []);
  return (
    <main id="main-content">
      <article>
        {blockHeights.map((_, index) => (
          <section key={index} data-block={index} />
        ))}
      </article>
    </main>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/long', Component: LongPage },
          { path: '/other', element: <h1>Other page</h1> },
          { path: '/other-with-anchor', element: <h2 id="usage">Usage</h2> },
        ],
      },
    ],
    { initialEntries: ['/long'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useScrollMemory', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    blockHeights = [1000, 1000, 1000, 1000];
    sessionStorage.clear();
    readerScrollsTo(0);
  });

  it('starts a page reached by a link at its top', async () => {
    const scrollTo = fakeScrolling();
    const router = setup();
    releaseLongPage?.();
    readerScrollsTo(900);
    await act(() => router.navigate('/other'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);
  });

  it('scrolls a link to a fragment to its target', async () => {
    fakeScrolling();
    // jsdom has no scrollIntoView to spy on.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const router = setup();
      await act(() => router.navigate('/other-with-anchor#usage'));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'usage');
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('returns on Back to where the reader left, once the page content has arrived', async () => {
    const scrollTo = fakeScrolling();
    const router = setup();
    releaseLongPage?.();
    readerScrollsTo(2345);
    await act(() => router.navigate('/other'));
    readerScrollsTo(120);

    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 2345);
    act(() => releaseLongPage?.());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2345);
    expect(window.scrollY).toBe(2345);

    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('puts the content the reader saw back in place when the page above it changed', async () => {
    fakeLayout();
    const scrollTo = fakeScrolling();
    const router = setup();
    releaseLongPage?.();
    // The third block's top is 345 px above the window's top.
    readerScrollsTo(2345);
    await act(() => router.navigate('/other'));
    // On return, a block above it is 30 px taller: a demo still settling, say.
    blockHeights = [1000, 1030, 1000, 1000];
    await act(() => router.navigate(-1));
    act(() => releaseLongPage?.());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2375);
  });

  it('gives up restoring once the reader scrolls by themselves', async () => {
    const scrollTo = fakeScrolling();
    const router = setup();
    releaseLongPage?.();
    readerScrollsTo(2345);
    await act(() => router.navigate('/other'));
    await act(() => router.navigate(-1));
    window.dispatchEvent(new Event('wheel'));
    readerScrollsTo(40);
    act(() => releaseLongPage?.());
    expect(scrollTo).not.toHaveBeenCalledWith(0, 2345);
    expect(window.scrollY).toBe(40);
  });
});
