import type { SearchGroup, SearchResponse } from '@tessera/docs-search';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Highlight } from './Highlight';
import { SearchBox } from './SearchBox';
import { fakeClient, groups, renderBox } from './SearchBox.fixtures';

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('SearchBox', () => {
  it('starts the client on first focus, not before', async () => {
    const client = fakeClient();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBox(client);
    expect(client.prepare).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Search' }));
    await vi.waitFor(() => expect(client.prepare).toHaveBeenCalledTimes(1));
  });

  it('debounces, lists results, moves with the arrow keys and opens with Enter', async () => {
    const client = fakeClient();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const router = renderBox(client);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'bu');
    expect(client.search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(client.search).toHaveBeenCalledTimes(1);
    expect(client.search).toHaveBeenCalledWith('bu');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/components/button');
    expect(JSON.parse(localStorage.getItem('tessera-docs:recent-searches')!)).toEqual(['bu']);
  });

  it('says when nothing was found, and Escape closes the list', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBox(fakeClient());
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByText('No content was found')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('zzz');
  });

  it('keeps the query and says so when search cannot start', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const client = fakeClient();
    client.search = vi.fn(() => Promise.reject(new Error('worker blocked')));
    renderBox(client);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'button');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is unavailable right now');
    expect(box).toHaveValue('button');
  });

  it("shows 'Loading...' while the index loads, and not once it is ready", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const client = fakeClient();
    let ready: () => void = () => undefined;
    client.prepare = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    let answer: (groups: SearchGroup[]) => void = () => undefined;
    client.search = vi.fn(
      () =>
        new Promise<SearchResponse>(
          (resolve) => (answer = (found) => resolve({ status: 'results', groups: found })),
        ),
    );
    renderBox(client);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'bu');
    await act(() => vi.advanceTimersByTimeAsync(200));
    const loading = screen.getByRole('status', { busy: true });
    expect(loading).toHaveTextContent('Loading...');
    await act(async () => {
      ready();
      answer(groups);
    });
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(screen.queryByText('Loading...')).toBeNull();

    // The index is ready: the next query keeps the panel as it is until its answer comes.
    await user.clear(box);
    await user.type(box, 'zz');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(client.search).toHaveBeenLastCalledWith('zz');
    expect(screen.queryByText('Loading...')).toBeNull();
    await act(async () => answer([]));
    expect(await screen.findByText('No content was found')).toBeVisible();
  });

  it('remembers recent searches and clears them', async () => {
    localStorage.setItem('tessera-docs:recent-searches', JSON.stringify(['toast', 'dialog']));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBox(fakeClient());
    await user.click(screen.getByRole('combobox', { name: 'Search' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'toast',
      'dialog',
    ]);
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(localStorage.getItem('tessera-docs:recent-searches')).toBeNull();
  });

  it('gives the focus back on Escape when a shortcut brought it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <button type="button">Before</button>
              <SearchBox loadClient={() => Promise.resolve(fakeClient())} />
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    await user.keyboard('{Control>}k{/Control}');
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveFocus();
    await user.type(box, 'bu');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(before).toHaveFocus();
    expect(box).toHaveValue('bu');
  });

  it('focuses on / outside text fields and on Ctrl+K', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBox(fakeClient());
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.keyboard('/');
    expect(box).toHaveFocus();
    box.blur();
    await user.keyboard('{Control>}k{/Control}');
    expect(box).toHaveFocus();
  });
});

describe('Highlight', () => {
  it('renders pieces as text, marking the matches, never as HTML', () => {
    const { container } = render(
      <p>
        <Highlight
          texts={[
            { text: '<img src=x onerror=alert(1)>' },
            { text: 'but', highlighted: true },
            { text: 'ton' },
          ]}
        />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('but');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>button');
  });
});
