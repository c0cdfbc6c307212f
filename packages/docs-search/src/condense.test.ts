import { describe, expect, test } from 'vitest';
import { condense, cutAtWord, firstSentence, leadOf, SECTION_PROSE } from './condense';
import type { SearchPage } from './types';

describe('firstSentence', () => {
  test.each([
    ['One. Two.', 'One.'],
    ['Is it? Yes.', 'Is it?'],
    ['Version 5.0.8 is out. More.', 'Version 5.0.8 is out.'],
    ['No end', 'No end'],
    ['', ''],
  ])('%j → %j', (text, sentence) => {
    expect(firstSentence(text)).toBe(sentence);
  });
});

describe('cutAtWord', () => {
  test.each([
    ['short', 10, 'short'],
    ['one two three', 9, 'one two'],
    ['abcdefghij', 4, 'abcd'],
    ['ab😀cd', 3, 'ab'],
  ])('%j to %i → %j', (text, length, cut) => {
    expect(cutAtWord(text, length)).toBe(cut);
  });
});

describe('leadOf', () => {
  test('first sentences, in order, while they fit', () => {
    expect(leadOf(['Aa. Bb.', 'Cc. Dd.', 'Ee.'], 8)).toEqual(['Aa.', 'Cc.']);
  });

  test('always the first, cut at a word when it is longer than the budget', () => {
    expect(leadOf(['one two three four.', 'Next.'], 10)).toEqual(['one two']);
  });

  test('no paragraphs, no lead', () => {
    expect(leadOf([])).toEqual([]);
  });

  test(`the budget is ${SECTION_PROSE} characters`, () => {
    const long = Array.from({ length: 20 }, (_, i) => `Item ${i} is here.`);
    const lead = leadOf(long);
    expect(lead.join('').length).toBeLessThanOrEqual(SECTION_PROSE);
    expect(lead.length).toBeGreaterThan(1);
  });
});

describe('condense', () => {
  const page: SearchPage = {
    navOrder: 1,
    title: 'Popover',
    subtitle: '气泡弹出框',
    link: '/popover',
    sections: [
      { rawTitle: 'Use', title: 'Use', link: '/popover#use', paragraphs: ['First. Second.'] },
    ],
    demos: [{ link: '/popover#d', title: 'Basic', description: 'A demo. Long.', keywords: ['k'] }],
    apis: [
      {
        link: '/popover#api',
        component: 'Popover',
        props: [
          { name: 'placement', description: 'Side.' },
          { name: 'visible', description: 'Shown.' },
        ],
      },
      {
        link: '/popover#api',
        component: 'PopoverMenu',
        props: [
          { name: 'placement', description: 'Side.' },
          { name: 'actions', description: 'Items.' },
          { name: 'visible', description: 'Whether the menu is shown.' },
        ],
      },
      {
        link: '/popover#api',
        component: 'PopoverOnlyShared',
        props: [{ name: 'placement', description: 'Side.' }],
      },
    ],
  };

  test('keeps titles, subtitle and demo titles whole, and the lead of sections and demo descriptions', () => {
    const kept = condense(page);
    expect(kept.subtitle).toBe('气泡弹出框');
    expect(kept.demos).toEqual([
      { link: '/popover#d', title: 'Basic', description: 'A demo.', keywords: ['k'] },
    ]);
    expect(kept.sections[0]?.paragraphs).toEqual(['First.']);
  });

  test('cuts a long first sentence of a demo description at a word', () => {
    const long = 'word '.repeat(30).trim();
    const [demo] = condense({ ...page, demos: [{ ...page.demos[0]!, description: long }] }).demos;
    expect(demo?.description).toBe('word '.repeat(20).trim());
  });

  test("keeps a prop's name whole and cuts its summary at a word", () => {
    const long = 'word '.repeat(30).trim();
    const api = { link: '/popover#api', component: 'Popover', props: [] };
    const [kept] = condense({
      ...page,
      apis: [{ ...api, props: [{ name: 'placement', description: long }] }],
    }).apis!;
    expect(kept?.props).toEqual([{ name: 'placement', description: 'word '.repeat(20).trim() }]);
  });

  test('keeps a prop declared once in the first table showing it; same name, other text stays', () => {
    expect(
      condense(page).apis?.map((api) => [api.component, api.props.map((p) => p.name)]),
    ).toEqual([
      ['Popover', ['placement', 'visible']],
      ['PopoverMenu', ['actions', 'visible']],
    ]);
  });

  test('leaves out className and style, which every component takes', () => {
    const styled = {
      ...page,
      apis: [
        {
          link: '/popover#api',
          component: 'Popover',
          props: [
            { name: 'className', description: 'Extra class on the root element.' },
            { name: 'placement', description: 'Side.' },
            { name: 'style', description: 'Inline style on the root element.' },
          ],
        },
      ],
    };
    expect(condense(styled).apis?.[0]?.props.map((p) => p.name)).toEqual(['placement']);
  });
});
