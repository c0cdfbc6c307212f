import { describe, expect, test } from 'vitest';
import { pages } from '../test/pages';
import { FUZZY_GROUP_OFFSET, GO_TO_PRIORITY } from './score';
import { createSearchEngine } from './search';
import type { SearchGroup } from './types';

/**
 * The golden pages under a configured top navigation that lists Components before Guide: the
 * build gives each page the place of its item in that navigation, so Components is 1, Guide 2.
 */
const reordered = pages.map((page) => ({
  ...page,
  navOrder: page.navTitle === 'Components' ? 1 : 2,
}));
const engine = createSearchEngine(reordered);

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

// The golden results with the groups swapped: hints keep their order inside each group, the page
// the query names still comes first, and stemmed or typo-tolerant groups still follow every exact one.
describe('golden queries under a navigation that puts Components first', () => {
  test('button', () => {
    expect(rows(engine.search('button'))).toEqual([
      'Go to page /components/tm-button',
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
      'Guide content /guide#first-component',
    ]);
  });

  test('toast close', () => {
    expect(rows(engine.search('toast close'))).toEqual([
      'Components page /components/tm-toast',
      'Components content /components/tm-toast#api',
      'Components content /components/tm-dialog#api',
      'Components content /components/tm-dialog#api',
      'Components content /components/tm-toast#imperative-call',
      'Components content /components/tm-toast',
      'Components demo /components/tm-toast#toast-demo-basic',
      'Components content /components/tm-toast#api',
      'Components content /components/tm-toast#api',
      'Guide content /guide/log#5-0-8-alpha-4',
    ]);
  });

  test('buttons: exact hints first, then the fuzzy groups in nav order', () => {
    expect(rows(engine.search('buttons'))).toEqual([
      'Components content /components/tm-button',
      'Components content /components/tm-button#button-group',
      '~Components title /components/tm-button#button-group',
      '~Components title /components/tm-search-bar#cancel-button',
      '~Components page /components/tm-button',
      '~Components content /components/tm-button#api',
      '~Components content /components/tm-search-bar#cancel-button',
      '~Components content /components/tm-button#when-to-use',
      '~Components demo /components/tm-button#button-demo-loading',
      '~Components demo /components/tm-button#button-demo-basic',
      '~Components content /components/tm-dialog#confirm',
      '~Guide content /guide#first-component',
    ]);
  });

  test('groups carry the new nav order × 1000', () => {
    expect(engine.search('button').map((group) => [group.title, group.priority])).toEqual([
      [undefined, GO_TO_PRIORITY],
      ['Components', 1000],
      ['Guide', 2000],
    ]);
  });
});
