import { describe, expect, test } from 'vitest';
import { engine } from '../test/engine';

// A query that is a page's title, subtitle or keyword offers that page first ("Go to"), and
// not again in its group.
describe('the page a query names', () => {
  test.each(['Button', 'BUTTON', ' button ', '按钮', 'btn'])(
    '%s names the Button page: its title, subtitle or keyword, ignoring case',
    (query) => {
      const [first] = engine.search(query);
      expect(first).toMatchObject({ goTo: true, hints: [{ type: 'page', pageTitle: 'Button' }] });
      const again = engine
        .search(query)
        .slice(1)
        .flatMap((group) => group.hints)
        .filter((hint) => hint.type === 'page' && hint.pageTitle === 'Button');
      expect(again).toEqual([]);
    },
  );

  test.each(['butto', 'button group', 'buttons'])('%s names no page', (query) => {
    expect(engine.search(query).some((group) => group.goTo)).toBe(false);
  });

  test('the Go to hint marks the subtitle that was typed', () => {
    const [goTo] = engine.search('弹出层');
    expect(goTo?.hints[0]).toMatchObject({
      link: '/components/tm-popup',
      highlightTitleTexts: [{ text: 'Popup' }],
      highlightTexts: [{ text: '弹出层', highlighted: true }],
    });
  });
});
