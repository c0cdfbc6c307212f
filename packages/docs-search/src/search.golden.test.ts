import { describe, expect, test } from 'vitest';
import { pages } from '../test/pages';
import { FUZZY_GROUP_OFFSET } from './score';
import { createSearchEngine } from './search';
import type { SearchGroup } from './types';

const engine = createSearchEngine(pages);

/** Each hint as `group type link` in display order; `~` marks a stemmed or typo-tolerant group. */
function rows(groups: SearchGroup[]): string[] {
  return groups.flatMap((group) =>
    group.hints.map(
      (hint) =>
        `${group.priority >= FUZZY_GROUP_OFFSET ? '~' : ''}${group.title} ${hint.type} ${hint.link}`,
    ),
  );
}

// Expected order, fixed by hand-checking against the spec: Guide (nav 1) before Components
// (nav 2); inside a group a page title hit (100) before section titles (10 per token) before
// text (1 per token); stemmed and typo-tolerant hints after every exact hint.
const golden: [string, string[]][] = [
  [
    'button',
    [
      'Guide content /guide#first-component',
      'Components page /components/tm-button',
      'Components title /components/tm-button#button-group',
      'Components title /components/tm-search-bar#cancel-button',
      'Components content /components/tm-button',
      'Components content /components/tm-button#when-to-use',
      'Components content /components/tm-button#button-group',
      'Components demo /components/tm-button#button-demo-basic',
      'Components demo /components/tm-button#button-demo-loading',
      'Components content /components/tm-button#api',
      'Components content /components/tm-dialog#confirm',
      'Components content /components/tm-search-bar#cancel-button',
    ],
  ],
  [
    'Button group',
    [
      'Guide content /guide#first-component',
      'Components page /components/tm-button',
      'Components title /components/tm-button#button-group',
      'Components title /components/tm-search-bar#cancel-button',
      'Components content /components/tm-button',
      'Components content /components/tm-button#when-to-use',
      'Components content /components/tm-button#button-group',
      'Components demo /components/tm-button#button-demo-basic',
      'Components demo /components/tm-button#button-demo-loading',
      'Components content /components/tm-button#api',
      'Components content /components/tm-dialog#confirm',
      'Components content /components/tm-search-bar#cancel-button',
    ],
  ],
  [
    'group button',
    [
      'Guide content /guide#first-component',
      'Components page /components/tm-button',
      'Components title /components/tm-button#button-group',
      'Components title /components/tm-search-bar#cancel-button',
      'Components content /components/tm-button',
      'Components content /components/tm-button#when-to-use',
      'Components content /components/tm-button#button-group',
      'Components demo /components/tm-button#button-demo-basic',
      'Components demo /components/tm-button#button-demo-loading',
      'Components content /components/tm-button#api',
      'Components content /components/tm-dialog#confirm',
      'Components content /components/tm-search-bar#cancel-button',
    ],
  ],
  [
    'toast close',
    [
      'Guide content /guide/log#5-0-8-alpha-4',
      'Components page /components/tm-toast',
      'Components content /components/tm-toast#api',
      'Components content /components/tm-dialog#api',
      'Components content /components/tm-dialog#api',
      'Components content /components/tm-toast#imperative-call',
      'Components content /components/tm-toast',
      'Components demo /components/tm-toast#toast-demo-basic',
      'Components content /components/tm-toast#api',
      'Components content /components/tm-toast#api',
    ],
  ],
  [
    'dialog',
    [
      'Guide content /guide/log#5-0-8-alpha-4',
      'Components page /components/tm-dialog',
      'Components demo /components/tm-dialog#dialog-demo-confirm',
      'Components content /components/tm-dialog',
      'Components content /components/tm-dialog#confirm',
      'Components content /components/tm-dialog#api',
      'Components content /components/tm-dialog#api',
    ],
  ],
  [
    'pull',
    [
      'Components page /components/tm-pull-to-refresh',
      'Components content /components/tm-pull-to-refresh',
      'Components content /components/tm-pull-to-refresh#custom-text',
      'Components demo /components/tm-pull-to-refresh#pull-to-refresh-demo-basic',
      'Components content /components/tm-pull-to-refresh#api',
      'Components content /components/tm-pull-to-refresh#api',
    ],
  ],
  [
    'afterClose',
    ['Components content /components/tm-toast#api', 'Components content /components/tm-dialog#api'],
  ],
  [
    'ONCHANGE',
    [
      'Components content /components/tm-cascader#api',
      'Components content /components/tm-tabs#api',
    ],
  ],
  [
    'spinner',
    [
      'Components demo /components/tm-button#button-demo-loading',
      'Components content /components/tm-button#api',
    ],
  ],
  ['address', ['Components demo /components/tm-cascader#cascader-demo-basic']],
  [
    'reload',
    [
      'Components content /components/tm-pull-to-refresh',
      'Components demo /components/tm-pull-to-refresh#pull-to-refresh-demo-basic',
    ],
  ],
  ['按钮', ['Components content /components/tm-button']],
  ['ボタン', ['Components content /components/tm-button']],
  ['버튼', ['Components content /components/tm-button']],
  [
    'buttons',
    [
      'Components content /components/tm-button',
      'Components content /components/tm-button#button-group',
      '~Guide content /guide#first-component',
      '~Components page /components/tm-button',
      '~Components title /components/tm-button#button-group',
      '~Components title /components/tm-search-bar#cancel-button',
      '~Components content /components/tm-button#api',
      '~Components content /components/tm-search-bar#cancel-button',
      '~Components content /components/tm-button#when-to-use',
      '~Components demo /components/tm-button#button-demo-loading',
      '~Components demo /components/tm-button#button-demo-basic',
      '~Components content /components/tm-dialog#confirm',
    ],
  ],
  [
    'buton',
    [
      '~Guide content /guide#first-component',
      '~Components page /components/tm-button',
      '~Components title /components/tm-button#button-group',
      '~Components title /components/tm-search-bar#cancel-button',
      '~Components content /components/tm-button#api',
      '~Components content /components/tm-search-bar#cancel-button',
      '~Components content /components/tm-button',
      '~Components content /components/tm-button#when-to-use',
      '~Components demo /components/tm-button#button-demo-loading',
      '~Components demo /components/tm-button#button-demo-basic',
      '~Components content /components/tm-dialog#confirm',
      '~Components content /components/tm-button#button-group',
    ],
  ],
  [
    'refreshing',
    [
      'Components content /components/tm-pull-to-refresh#custom-text',
      '~Components demo /components/tm-pull-to-refresh#pull-to-refresh-demo-basic',
      '~Components content /components/tm-pull-to-refresh#api',
    ],
  ],
  [
    'popups',
    [
      'Components demo /components/tm-popup#popup-demo-position',
      '~Components page /components/tm-popup',
      '~Components content /components/tm-popup',
      '~Components content /components/tm-cascader#cascaderview',
    ],
  ],
  [
    'dark mode',
    [
      'Guide title /guide/theme#dark-mode',
      'Guide content /guide/theme#dark-mode',
      'Components content /components/tm-input#api',
    ],
  ],
  [
    'cascaderview',
    [
      'Components title /components/tm-cascader#cascaderview',
      'Components content /components/tm-cascader#cascaderview',
    ],
  ],
  ['5.0.8', ['Guide title /guide/log#5-0-8-alpha-4']],
  ['xyzzy', []],
  ['a|b', []],
  ['.*', []],
];

describe('golden queries', () => {
  test.each(golden)('%s', (query, expected) => {
    expect(rows(engine.search(query))).toEqual(expected);
  });

  test.each(['BUTTON', 'bUtToN', 'Button', ' button\t'])('%s finds what button finds', (query) => {
    expect(engine.search(query)).toEqual(engine.search('button'));
  });

  test('the same query gives the same results run after run', () => {
    expect(engine.search('button')).toEqual(engine.search('button'));
  });

  test('a page title hit scores 100, a section title hit 10 per token', () => {
    const [, components] = engine.search('button group');
    const [page, section] = components?.hints ?? [];
    expect(page).toMatchObject({ type: 'page', priority: 100, pageTitle: 'Button' });
    expect(section).toMatchObject({ type: 'title', priority: 20 });
  });

  test('groups carry nav order × 1000, earlier nav first', () => {
    expect(engine.search('button').map((group) => [group.title, group.priority])).toEqual([
      ['Guide', 1000],
      ['Components', 2000],
    ]);
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
