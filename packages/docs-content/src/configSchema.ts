import { LOCALE_IDS, SLOT_NAMES } from '@tessera/docs-theme/internal';
import type { InlineConfig } from 'vite';
import * as z from 'zod';
import { listKeys } from './schemaIssues';

// The one description of a site config: its checks, its TypeScript type (`DocsConfig`) and the
// table of options in the README are all read from it.

const LANGUAGES = LOCALE_IDS.join(', ');

/** A string with something besides white space in it. */
const nonEmpty = (phrase = 'a non-empty string') =>
  z.string({ error: phrase }).regex(/\S/, { error: phrase });

/** Names a key that is not an interface language, with the languages there are. */
const languageKeys =
  (phrase: string) =>
  (issue: z.core.$ZodRawIssue): string =>
    issue.code === 'unrecognized_keys'
      ? `names ${listKeys(issue.keys)}, which is not an interface language; the languages are ${LANGUAGES}.`
      : phrase;

/** Texts by interface language. */
const byLanguage = () =>
  z.partialRecord(z.enum(LOCALE_IDS).meta({ description: 'language' }), nonEmpty(), {
    error: languageKeys(`an object of texts by language (${LANGUAGES})`),
  });

/**
 * A text per interface language, with the default language's (the text as written). The
 * strict half names a key neither half knows, which is not a language.
 */
const localeLabels = z.intersection(
  z.strictObject(
    { 'en-US': nonEmpty('a non-empty string, the text in the default language') },
    { error: languageKeys(`an object of texts by language (${LANGUAGES})`) },
  ),
  byLanguage(),
);

/** A text of the site: as written, or one per interface language. */
const label = z.union([nonEmpty(), localeLabels], {
  error: `a string or an object of strings by language (${LANGUAGES})`,
});

const navItem = z.object(
  {
    title: label,
    link: nonEmpty(),
    get children() {
      return navList().optional();
    },
  },
  { error: 'an object { title, link, children? }' },
);
const navList = (): z.ZodArray<typeof navItem> =>
  z.array(navItem, { error: 'a list of { title, link, children? }' });

/** A BCP 47 tag of the common shape: a language and optional subtags ('en', 'zh-Hans-CN'). */
const languageTag = (phrase: string) =>
  z.string({ error: phrase }).regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: phrase });

const demoWidth = 'a whole number of pixels from 200 to 1200';

const demoOptions = z.strictObject(
  {
    width: z
      .number({ error: demoWidth })
      .int({ error: demoWidth })
      .min(200, { error: demoWidth })
      .max(1200, { error: demoWidth })
      .optional()
      .meta({
        description: "The frame's width in CSS pixels, 200 to 1200. Default 375, a phone's.",
      }),
    switches: z
      .record(
        z
          .string()
          .regex(/^[A-Za-z][\w-]*$/)
          .meta({ description: 'switch name' }),
        label,
        {
          error: (issue) =>
            issue.code === 'invalid_key'
              ? `names a switch ${JSON.stringify(issue.input)}; a name starts with a letter and holds letters, digits, '-' and '_'.`
              : 'an object of labels by switch name',
        },
      )
      .optional()
      .meta({
        description:
          "Switches in every demo's toolbar after the dark theme, by name: each one's label, a string or one per interface language. The `DemoFrame` slot gets them as `switches`, e.g. `{ compact: true }`, and gives them to the library (a compact theme, right-to-left).",
      }),
  },
  {
    error: (issue) =>
      issue.code === 'invalid_type' ? 'an object { width?, switches? }' : undefined,
  },
);

const labelTable = z.record(z.string().regex(/\S/).meta({ description: 'text' }), byLanguage(), {
  error: (issue) =>
    issue.code === 'invalid_key'
      ? 'has an empty text as a key.'
      : `an object of { [text as written]: { ${LANGUAGES} } }`,
});

const options = {
  title: label.meta({
    description:
      "The site's title: navbar, document titles, Open Graph. A string, or its text per interface language (`{ 'en-US': 'Acme UI', 'zh-CN': 'Acme 组件库' }`).",
  }),
  lang: languageTag("a language tag such as 'en' or 'zh-CN'")
    .default('en')
    .meta({ description: 'The language the pages are written in, `<html lang>` of every page.' }),
  subtitleLang: languageTag("a language tag such as 'zh-CN'").optional().meta({
    description:
      "The language of the pages' `subtitle`s when it is not `lang`, such as 'zh-CN' for components' Chinese names: screen readers say a subtitle in its own language.",
  }),
  description: z
    .string()
    .optional()
    .meta({ description: "The site's description (home page meta, `llms.txt`)." }),
  logo: z
    .string()
    .optional()
    .meta({ description: "Logo URL, relative to the site's `public/` folder." }),
  docsDir: z
    .string()
    .default('docs')
    .meta({ description: 'Where the pages live, relative to the site root.' }),
  routePrefix: z
    .record(z.string().meta({ description: 'folder' }), z.string(), {
      error: 'an object of strings',
    })
    .default({})
    .meta({
      description:
        "A prefix for the route names of the pages in a folder: `{ components: 'tm-' }` turns `docs/components/Button.md` into `components/tm-button`.",
    }),
  editLink: z.string().optional().meta({
    description:
      "Base URL of the site's files in its repository, for 'Improve this documentation' links.",
  }),
  siteUrl: z.string().optional().meta({
    description:
      'The public address of the site (`https://acme.dev`), for the sitemap, its line in robots.txt, canonical and Open Graph URLs; without it none of these is written.',
  }),
  base: z.string().default('/').meta({
    description:
      "The path the site is served under, e.g. '/docs/' for `https://acme.dev/docs/`: routes, assets, links, the sitemap and the loader endpoint all live under it.",
  }),
  nav: navList().optional().meta({
    description:
      'An explicit top navigation of `{ title, link, children? }`; by default it is built from the first path segments.',
  }),
  labels: labelTable.optional().meta({
    description:
      "Translations of texts as written into the interface languages: section and group titles of the pages' frontmatter, e.g. `{ General: { 'zh-CN': '通用' } }`.",
  }),
  library: z.string().optional().meta({
    description:
      'The documented package, by name or by the path of its folder: the navbar shows its version and links to its repository and its npm page, the footer its licence.',
  }),
  copyright: label.optional().meta({
    description: "The footer's copyright line: a string, or its text per interface language.",
  }),
  twoLevelNav: z.boolean().optional().meta({ description: 'A two-level top navigation.' }),
  inlineDemos: z.boolean().default(true).meta({
    description:
      '` ```jsx ` and ` ```tsx ` fences are live demos, as in dumi (` ```tsx | pure ` keeps one as code); false shows every fence as code.',
  }),
  apiParser: z
    .union([z.literal(false), z.object({ entry: nonEmpty() })], {
      error: "false or { entry: 'your-package' }",
    })
    .default(false)
    .meta({
      description:
        "`{ entry: 'your-package' }`: generate API tables from a package's TypeScript types; false turns it off.",
    }),
  demo: demoOptions.optional().meta({
    description:
      'The frame every live demo renders in: its `width` and the `switches` of its toolbar.',
  }),
  slots: z
    .partialRecord(z.enum(SLOT_NAMES).meta({ description: 'slot name' }), z.string(), {
      error: (issue: z.core.$ZodRawIssue) =>
        issue.code === 'unrecognized_keys'
          ? `has no slot \`${issue.keys[0]}\`. The slots are ${SLOT_NAMES.join(', ')}.`
          : 'an object of strings',
    })
    .default({})
    .meta({
      description:
        'Theme slots replaced by the site: slot name → module path relative to the site root.',
    }),
  vite: z
    .custom<InlineConfig>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      { error: 'a Vite config object' },
    )
    .optional()
    .meta({
      title: 'InlineConfig',
      description: 'Extra Vite configuration, merged under the docs plugin.',
    }),
};

export const configSchema = z.strictObject(options, {
  error: (issue) =>
    issue.code === 'unrecognized_keys'
      ? `unknown option ${listKeys(issue.keys)}. The options are ${Object.keys(options).join(', ')}.`
      : undefined,
});

/** A docs site's configuration: the only file a site writes besides its pages. */
export type DocsConfig = z.input<typeof configSchema>;

/** The config as checked, its defaults filled in. */
export type CheckedConfig = z.output<typeof configSchema>;

/** The frame every live demo renders in. */
export type DemoOptions = z.input<typeof demoOptions>;

/** A site config's navigation, whose titles may be given per interface language. */
export type ConfigNavItem = z.output<typeof navItem>;
