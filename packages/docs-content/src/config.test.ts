import { SLOT_NAMES } from '@tessera/docs-theme/internal';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Label, LabelTable } from '@tessera/docs-theme/types';
import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
import { resolveConfig, resolveSiteUrl, type DocsConfig } from './config';

describe('resolveSiteUrl', () => {
  it.each(['https://acme.dev', 'https://acme.dev/', 'http://localhost:8080/docs/'])(
    'accepts %j',
    (siteUrl) => {
      expect(resolveSiteUrl(siteUrl)).toBe(siteUrl);
    },
  );

  it.each([
    'acme.dev',
    '/docs/',
    '//acme.dev',
    'ftp://acme.dev',
    'javascript:alert(1)',
    'https://acme.dev/?x=1',
    'https://acme.dev/#top',
    'https://user:secret@acme.dev',
    '',
  ])('refuses %j, saying what an address looks like', (siteUrl) => {
    expect(() => resolveSiteUrl(siteUrl)).toThrow(
      `docs.config: \`siteUrl\` must be the site's absolute address such as 'https://acme.dev' (http or https, no query or hash); got ${JSON.stringify(siteUrl)}.`,
    );
  });

  it('is checked when the config is read, and stays unset when not given', () => {
    expect(() => resolveConfig({ title: 'T', siteUrl: 'acme.dev' }, '/site')).toThrow(
      '`siteUrl` must be',
    );
    expect(resolveConfig({ title: 'T' }, '/site')).not.toHaveProperty('siteUrl');
  });
});

describe('the config type', () => {
  it("is the schema's input, with labels as the theme types them", () => {
    expectTypeOf<DocsConfig['title']>().toEqualTypeOf<Label>();
    expectTypeOf<NonNullable<DocsConfig['labels']>>().toExtend<LabelTable>();
  });
});

describe('checking the config', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-config-'));
  mkdirSync(path.join(root, 'theme'));
  writeFileSync(path.join(root, 'theme/DemoFrame.tsx'), 'export default () => null;');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const read = (config: unknown) => () => resolveConfig(config as DocsConfig, root);

  it('accepts every option in its documented form', () => {
    expect(
      read({
        title: 'Acme',
        description: 'Docs',
        logo: '/logo.svg',
        docsDir: 'docs',
        routePrefix: { components: 'acme-' },
        editLink: 'https://example.com/edit',
        siteUrl: 'https://acme.dev',
        base: '/docs/',
        nav: [
          { title: 'Guide', link: '/guide', children: [{ title: 'Theme', link: '/guide/theme' }] },
        ],
        twoLevelNav: true,
        apiParser: { entry: 'acme-ui' },
        slots: { DemoFrame: './theme/DemoFrame.tsx' },
        demo: { width: 414, switches: { compact: { 'en-US': 'Compact', 'zh-CN': '紧凑' } } },
        vite: { logLevel: 'warn' },
      }),
    ).not.toThrow();
    expect(read({ title: 'Acme', apiParser: false })).not.toThrow();
    expect(read({ title: 'Acme', slots: { DemoFrame: 'theme/DemoFrame' } })).not.toThrow();
  });

  it('names a slot the theme does not have, and a slot file that is missing', () => {
    expect(read({ title: 'T', slots: { Demoframe: './theme/DemoFrame.tsx' } })).toThrow(
      `docs.config: \`slots\` has no slot \`Demoframe\`. The slots are ${SLOT_NAMES.join(', ')}.`,
    );
    expect(read({ title: 'T', slots: { Navbar: './theme/Navbar.tsx' } })).toThrow(
      'docs.config: `slots.Navbar` names "./theme/Navbar.tsx", which is not a file of the site.',
    );
  });

  it.each([
    [null, 'the config must be an object; got null.'],
    [[], 'the config must be an object; got a list.'],
    [
      {},
      '`title` is required and must be a string or an object of strings by language (en-US, zh-CN).',
    ],
    [{ title: '  ' }, '`title` must be a non-empty string; got string "  ".'],
    [
      { title: 'T', siteURL: 'https://acme.dev', navs: [] },
      'unknown option `siteURL`, `navs`. The options are title, lang, subtitleLang, description, logo, docsDir, routePrefix, editLink, siteUrl, base, nav, labels, library, copyright, twoLevelNav, inlineDemos, apiParser, demo, slots, vite.',
    ],
    [{ title: 'T', logo: 42 }, '`logo` must be a string; got number 42.'],
    [
      { title: 'T', routePrefix: 'tm-' },
      '`routePrefix` must be an object of strings; got string "tm-".',
    ],
    [{ title: 'T', slots: { Demo: () => null } }, '`slots.Demo` must be a string; got a function.'],
    [
      { title: 'T', nav: { title: 'Guide' } },
      '`nav` must be a list of { title, link, children? }; got object {"title":"Guide"}.',
    ],
    [
      { title: 'T', nav: ['Guide'] },
      '`nav[0]` must be an object { title, link, children? }; got string "Guide".',
    ],
    [
      { title: 'T', nav: [{ title: 'Guide' }] },
      '`nav[0].link` is required and must be a non-empty string.',
    ],
    [
      {
        title: 'T',
        nav: [{ title: 'Guide', link: '/guide', children: [{ title: '', link: '/a' }] }],
      },
      '`nav[0].children[0].title` must be a non-empty string; got string "".',
    ],
    [{ title: 'T', twoLevelNav: 'yes' }, '`twoLevelNav` must be true or false; got string "yes".'],
    [{ title: 'T', inlineDemos: 1 }, '`inlineDemos` must be true or false; got number 1.'],
    [
      { title: 'T', apiParser: true },
      "`apiParser` must be false or { entry: 'your-package' }; got boolean true.",
    ],
    [
      { title: 'T', apiParser: { entry: '' } },
      '`apiParser.entry` must be a non-empty string; got string "".',
    ],
    [
      { title: 'T', vite: 'vite.config.ts' },
      '`vite` must be a Vite config object; got string "vite.config.ts".',
    ],
    [{ title: 'T', description: ['Docs'] }, '`description` must be a string; got a list.'],
    [
      { title: 'T', lang: 'english!' },
      "`lang` must be a language tag such as 'en' or 'zh-CN'; got string \"english!\".",
    ],
    [
      { title: 'T', subtitleLang: 'Chinese' },
      '`subtitleLang` must be a language tag such as \'zh-CN\'; got string "Chinese".',
    ],
    [
      { title: 'T', labels: { General: { zh: '通用' } } },
      '`labels.General` names `zh`, which is not an interface language; the languages are en-US, zh-CN.',
    ],
    [
      { title: 'T', labels: { General: '通用' } },
      '`labels.General` must be an object of texts by language (en-US, zh-CN); got string "通用".',
    ],
    [
      { title: 'T', labels: { General: { 'zh-CN': '' } } },
      '`labels.General.zh-CN` must be a non-empty string; got string "".',
    ],
    [
      { title: { 'zh-CN': '组件库' } },
      '`title.en-US` is required and must be a non-empty string, the text in the default language.',
    ],
    [
      { title: 'T', nav: [{ title: { 'en-US': 'Guide', fr: 'Guide' }, link: '/guide' }] },
      '`nav[0].title` names `fr`, which is not an interface language; the languages are en-US, zh-CN.',
    ],
    [
      { title: 'T', copyright: 42 },
      '`copyright` must be a string or an object of strings by language (en-US, zh-CN); got number 42.',
    ],
    [{ title: 'T', library: false }, '`library` must be a string; got boolean false.'],
    [{ title: 'T', demo: 375 }, '`demo` must be an object { width?, switches? }; got number 375.'],
    [
      { title: 'T', demo: { height: 600 } },
      '`demo` has no option `height`. Its options are width, switches.',
    ],
    [
      { title: 'T', demo: { width: '375px' } },
      '`demo.width` must be a whole number of pixels from 200 to 1200; got string "375px".',
    ],
    [
      { title: 'T', demo: { width: 20 } },
      '`demo.width` must be a whole number of pixels from 200 to 1200; got number 20.',
    ],
    [
      { title: 'T', demo: { switches: ['compact'] } },
      '`demo.switches` must be an object of labels by switch name; got a list.',
    ],
    [
      { title: 'T', demo: { switches: { 'two words': 'Two words' } } },
      "`demo.switches` names a switch \"two words\"; a name starts with a letter and holds letters, digits, '-' and '_'.",
    ],
    [
      { title: 'T', demo: { switches: { compact: true } } },
      '`demo.switches.compact` must be a string or an object of strings by language (en-US, zh-CN); got boolean true.',
    ],
    [
      {
        title: 'T',
        nav: [{ title: { 'en-US': 'Guide', 'zh-CN': '指南' }, link: '/guide' }],
        labels: { Guide: { 'zh-CN': '教程' } },
      },
      '`nav[0].title` translates "Guide" unlike `labels`, which also does; keep one of them.',
    ],
  ])('refuses %j: %s', (config, message) => {
    expect(read(config)).toThrow(`docs.config: ${message}`);
  });

  it('gives the demo frame its width and its switches in order, their labels translated', () => {
    const config = resolveConfig(
      {
        title: 'Acme',
        demo: {
          width: 414,
          switches: { compact: { 'en-US': 'Compact', 'zh-CN': '紧凑' }, rtl: 'RTL' },
        },
      },
      root,
    );
    expect(config.demo).toEqual({
      width: 414,
      switches: [
        { name: 'compact', label: 'Compact' },
        { name: 'rtl', label: 'RTL' },
      ],
    });
    expect(config.labels).toEqual({ Compact: { 'en-US': 'Compact', 'zh-CN': '紧凑' } });
    expect(resolveConfig({ title: 'Acme' }, root).demo).toEqual({ switches: [] });
  });

  it('keeps a long wrong value short in the message', () => {
    expect(read({ title: 'T', editLink: { url: 'x'.repeat(200) } })).toThrow(
      `docs.config: \`editLink\` must be a string; got object {"url":"${'x'.repeat(49)}....`,
    );
  });
});
