import { describe, expect, test } from 'vitest';
import { engine } from '../test/engine';
import { FUZZY_GROUP_OFFSET } from './score';
import type { SearchGroup } from './types';

/**
 * Each hint as `group type link` in display order; `~` marks a stemmed or typo-tolerant group,
 * `Go to` the page the query names.
 */
function rows(groups: SearchGroup[]): string[] {
  return groups.flatMap((group) =>
    group.hints.map(
      (hint) =>
        `${group.priority >= FUZZY_GROUP_OFFSET ? '~' : ''}${group.goTo ? 'Go to' : group.title} ${hint.type} ${hint.link}`,
    ),
  );
}

// Expected order, fixed by hand-checking against the spec: a query that is a page's title,
// subtitle or keyword offers that page first ("Go to"), and not again in its group; then Guide
// (nav 1) before Components (nav 2); inside a group a page title hit (100) before section titles
// (10 per token) before text (1 per token), each scaled by how the token matched: a whole word
// fully, the start of a word by half, inside a word next to nothing; stemmed and typo-tolerant
// hints after every exact hint.
const golden: [string, string[]][] = [
  [
    'button',
    [
      'Go to page /components/tm-button',
      'Guide content /guide#first-component',
      'Components title /components/tm-button#button-group',
      'Components title /components/tm-search-bar#cancel-button',
      'Components content /components/tm-button#when-to-use',
      'Components demo /components/tm-button#button-demo-basic',
      'Components demo /components/tm-button#button-demo-loading',
      'Components content /components/tm-button#api',
      'Components content /components/tm-dialog#confirm',
      'Components content /components/tm-search-bar#cancel-button',
      'Components content /components/tm-button',
      'Components content /components/tm-button#button-group',
    ],
  ],
  [
    'Button group',
    [
      'Guide content /guide#first-component',
      'Components page /components/tm-button',
      'Components title /components/tm-button#button-group',
      'Components title /components/tm-search-bar#cancel-button',
      'Components content /components/tm-button#when-to-use',
      'Components demo /components/tm-button#button-demo-basic',
      'Components demo /components/tm-button#button-demo-loading',
      'Components content /components/tm-button#api',
      'Components content /components/tm-dialog#confirm',
      'Components content /components/tm-search-bar#cancel-button',
      'Components content /components/tm-button',
      'Components content /components/tm-button#button-group',
    ],
  ],
  [
    'group button',
    [
      'Guide content /guide#first-component',
      'Components page /components/tm-button',
      'Components title /components/tm-button#button-group',
      'Components title /components/tm-search-bar#cancel-button',
      'Components content /components/tm-button#when-to-use',
      'Components demo /components/tm-button#button-demo-basic',
      'Components demo /components/tm-button#button-demo-loading',
      'Components content /components/tm-button#api',
      'Components content /components/tm-dialog#confirm',
      'Components content /components/tm-search-bar#cancel-button',
      'Components content /components/tm-button',
      'Components content /components/tm-button#button-group',
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
      'Go to page /components/tm-dialog',
      'Guide content /guide/log#5-0-8-alpha-4',
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
      'Components demo /components/tm-pull-to-refresh#pull-to-refresh-demo-basic',
      'Components content /components/tm-pull-to-refresh#api',
      'Components content /components/tm-pull-to-refresh#custom-text',
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
      'Components demo /components/tm-pull-to-refresh#pull-to-refresh-demo-basic',
      'Components content /components/tm-pull-to-refresh',
    ],
  ],
  ['按钮', ['Go to page /components/tm-button', 'Components content /components/tm-button']],
  ['ボタン', ['Components content /components/tm-button']],
  ['버튼', ['Components content /components/tm-button']],
  [
    'buttons',
    [
      'Components content /components/tm-button',
      'Components content /components/tm-button#button-group',
      '~Guide content /guide#first-component',
      '~Components title /components/tm-button#button-group',
      '~Components title /components/tm-search-bar#cancel-button',
      '~Components page /components/tm-button',
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
      '~Components title /components/tm-button#button-group',
      '~Components title /components/tm-search-bar#cancel-button',
      '~Components page /components/tm-button',
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
      '~Components content /components/tm-popup#page-title',
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
  [
    'popup',
    [
      'Go to page /components/tm-popup',
      'Components content /components/tm-popup#page-title',
      'Components content /components/tm-cascader#cascaderview',
      'Components demo /components/tm-popup#popup-demo-position',
    ],
  ],
  ['getContainer', ['Components content /components/tm-popup#api']],
  ['弹出层', ['Go to page /components/tm-popup']],
  ['btn', ['Go to page /components/tm-button']],
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
});
