import type { SearchGroup, SearchResponse } from '@tessera/docs-search';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, renderBox } from './SearchBox.fixtures';
import { FIRST_ROWS } from './ResultList';

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

/** 45 results in three groups of 15: more than the rows an answer brings at once. */
const many: SearchGroup[] = ['Guide', 'Components', 'API'].map((title, g) => ({
  title,
  priority: 1000 - g,
  hints: Array.from({ length: 15 }, (_, h) => ({
    type: 'title' as const,
    link: `/${title.toLowerCase()}/${h}`,
    priority: 100 - h,
    pageTitle: title,
    highlightTitleTexts: [{ text: `${title} ${h}` }],
    highlightTexts: [],
  })),
}));
const TOTAL = 45;

/** A box whose client answers when the test says so. */
async function typed(query: string) {
  const client = fakeClient();
  let answer: () => void = () => undefined;
  client.search = vi.fn(
    () =>
      new Promise<SearchResponse>(
        (resolve) => (answer = () => resolve({ status: 'results', groups: many })),
      ),
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderBox(client);
  const box = screen.getByRole('combobox', { name: 'Search' });
  await user.type(box, query);
  await act(() => vi.advanceTimersByTimeAsync(200));
  return { box, user, answer };
}

const options = () => screen.queryAllByRole('option');

describe('SearchBox with many results', () => {
  it('tells screen readers how many results an answer found', async () => {
    const { answer } = await typed('a');
    await act(async () => answer());
    await vi.waitFor(() =>
      expect(screen.getByText(`${TOTAL} results`)).toHaveAttribute('role', 'status'),
    );
  });

  it('brings the first rows with the answer and the rest right after; each names its place among all', async () => {
    const { answer } = await typed('a');
    await act(async () => {
      answer();
      await vi.waitFor(() => expect(options().length).toBeGreaterThan(0));
      // The answer's own commit: its first rows, each counted among every result.
      expect(options()).toHaveLength(FIRST_ROWS);
      expect(options()[0]).toHaveAttribute('aria-setsize', String(TOTAL));
    });
    const all = options();
    expect(all).toHaveLength(TOTAL);
    expect(all.map((option) => option.getAttribute('aria-posinset'))).toEqual(
      Array.from({ length: TOTAL }, (_, i) => String(i + 1)),
    );
    expect(all.every((option) => option.getAttribute('aria-setsize') === String(TOTAL))).toBe(true);
    expect(screen.getAllByRole('group')).toHaveLength(3);
  });

  it('ArrowDown goes through every result to the last, then back to the first', async () => {
    const { box, user, answer } = await typed('a');
    await act(async () => answer());
    const all = options();
    for (let i = 0; i < TOTAL; i++) {
      await user.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-activedescendant', all[i]!.id);
    }
    expect(all[TOTAL - 1]).toHaveAttribute('aria-selected', 'true');
    expect(all[TOTAL - 1]).toHaveTextContent('API 14');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', all[0]!.id);
  });

  it('an arrow key pressed before the rest of the rows come makes the option it reaches appear', async () => {
    const { box, answer } = await typed('a');
    await act(async () => {
      answer();
      await vi.waitFor(() => expect(options()).toHaveLength(FIRST_ROWS));
      // ArrowUp from no active option goes to the last result, not yet in the DOM. A key is a
      // discrete event, rendered at once in the browser; the test environment would queue it.
      flushSync(() => fireEvent.keyDown(box, { key: 'ArrowUp' }));
      const active = box.getAttribute('aria-activedescendant');
      expect(document.getElementById(active ?? '')).toHaveTextContent('API 14');
    });
    expect(options()).toHaveLength(TOTAL);
  });
});
