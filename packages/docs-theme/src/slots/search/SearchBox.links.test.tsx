import type { SearchClient } from '@tessera/docs-search';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, groups, renderBox } from './SearchBox.fixtures';

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('SearchBox results as links', () => {
  async function search(client: SearchClient, basename?: string) {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const router = renderBox(client, basename);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'bu');
    await act(() => vi.advanceTimersByTimeAsync(200));
    const options = await screen.findAllByRole('option');
    return { user, router, options };
  }

  it('each option is a link to its result, under the base path, out of the tab order', async () => {
    const { options } = await search(fakeClient(), '/docs');
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/docs/components/button',
      '/docs/components/box',
    ]);
    for (const option of options) expect(option).toHaveAttribute('tabindex', '-1');
  });

  it('a plain click opens the result in place and remembers the search', async () => {
    const { user, router, options } = await search(fakeClient());
    await user.click(options[1]!);
    expect(router.state.location.pathname).toBe('/components/box');
    expect(JSON.parse(localStorage.getItem('tessera-docs:recent-searches')!)).toEqual(['bu']);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['⌘', { metaKey: true }],
    ['Shift', { shiftKey: true }],
  ])(
    'a %s-click is left to the browser: this page stays, the search is remembered',
    async (_, keys) => {
      const { router, options } = await search(fakeClient());
      const link = options[0]!;
      // fireEvent returns false when a handler prevented the browser's default action.
      expect(fireEvent.click(link, keys)).toBe(true);
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getByRole('combobox', { name: 'Search' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(JSON.parse(localStorage.getItem('tessera-docs:recent-searches')!)).toEqual(['bu']);
    },
  );

  it('a middle click is left to the browser and remembers the search', async () => {
    const { router, options } = await search(fakeClient());
    expect(
      fireEvent(
        options[0]!,
        new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }),
      ),
    ).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    expect(JSON.parse(localStorage.getItem('tessera-docs:recent-searches')!)).toEqual(['bu']);
  });

  it('offers the page the query names first, as "Go to", outside the groups', async () => {
    const client = fakeClient();
    const [button, box] = groups[0]!.hints;
    client.search = vi.fn(() =>
      Promise.resolve({
        status: 'results' as const,
        groups: [
          { goTo: true as const, priority: -1, hints: [button!] },
          { title: 'Components', priority: 1000, hints: [box!] },
        ],
      }),
    );
    const { user, router, options } = await search(client);
    expect(options.map((option) => option.textContent)).toEqual([
      'Go toButton<img src=x onerror=alert(1)>',
      'PageBox<img src=x onerror=alert(1)>',
    ]);
    expect(options[0]!.closest('[role=group]')).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Components' })).getAllByRole('option'),
    ).toEqual([options[1]]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/components/button');
  });
});
