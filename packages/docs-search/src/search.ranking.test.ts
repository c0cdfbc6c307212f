import { describe, expect, test } from 'vitest';
import { engine } from '../test/engine';
import { WORD_START } from './match';
import { GO_TO_PRIORITY } from './score';

describe('ranking and hints', () => {
  test('a page title hit scores 100, a section title hit 10 per token', () => {
    const [, components] = engine.search('button group');
    const [page, section] = components?.hints ?? [];
    expect(page).toMatchObject({ type: 'page', priority: 100, pageTitle: 'Button' });
    expect(section).toMatchObject({ type: 'title', priority: 20 });
  });

  test('groups carry nav order × 1000, earlier nav first, after the page the query names', () => {
    expect(
      engine.search('button').map((group) => [group.goTo ? 'Go to' : group.title, group.priority]),
    ).toEqual([
      ['Go to', GO_TO_PRIORITY],
      ['Guide', 1000],
      ['Components', 2000],
    ]);
  });

  test('inside a group, whole words, then starts of words, then matches inside words', () => {
    const components = engine.search('to').find((group) => group.title === 'Components');
    const pagesInOrder = components?.hints
      .filter((hint) => hint.type === 'page')
      .map((hint) => [hint.pageTitle, hint.priority]);
    // PullToRefresh holds the word "To"; "Toast" starts with it; "Button" has it inside.
    expect(pagesInOrder).toEqual([
      ['PullToRefresh', 100],
      ['Toast', 50],
      ['Button', 0.0001],
    ]);
    const priorities = components?.hints.map((hint) => hint.priority) ?? [];
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    // Every hint that matched a word comes before the first that matched only inside one.
    const firstInner = priorities.findIndex((priority) => priority < WORD_START);
    expect(priorities.slice(firstInner).every((priority) => priority < WORD_START)).toBe(true);
  });

  test('a heading that repeats the page title is not a second hint of the page', () => {
    const hints = engine.search('popup').flatMap((group) => group.hints);
    expect(hints.filter((hint) => hint.type === 'title' && hint.pageTitle === 'Popup')).toEqual([]);
    expect(hints.filter((hint) => hint.type === 'page')).toHaveLength(1);
  });

  test('a prop two tables of a page show from one declaration is one hint', () => {
    const hints = engine.search('getContainer').flatMap((group) => group.hints);
    expect(hints.map((hint) => [hint.link, hint.pageTitle])).toEqual([
      ['/components/tm-popup#api', 'Popup'],
    ]);
    // A prop only the second table has is still found.
    expect(engine.search('snap')[0]?.hints[0]).toMatchObject({ pageTitle: 'PopupSheet' });
  });

  test('a prop name finds its row in the API table', () => {
    const [hint] = engine.search('afterclose')[0]?.hints ?? [];
    expect(hint).toMatchObject({
      type: 'content',
      link: '/components/tm-toast#api',
      pageTitle: 'Toast',
      highlightTitleTexts: [{ text: 'afterClose', highlighted: true }],
      highlightTexts: [{ text: 'Called after the toast has closed' }],
    });
  });

  test('stemmed and typo-tolerant hints mark nothing: they did not match the typed text', () => {
    const fuzzy = engine.search('buton').flatMap((group) => group.hints);
    expect(fuzzy.length).toBeGreaterThan(0);
    expect(
      fuzzy
        .flatMap((hint) => [...hint.highlightTitleTexts, ...hint.highlightTexts])
        .some((p) => p.highlighted),
    ).toBe(false);
  });
});
