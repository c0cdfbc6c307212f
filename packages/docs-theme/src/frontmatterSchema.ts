// The frontmatter a page may hold, once: the build checks pages against it and `PageMeta`'s
// fields are its output type. Node only (through `./internal`): browser code imports its types.
import * as z from 'zod';

/**
 * dumi's `group` and `nav`: a title, or a title with its place among its siblings. The
 * string shorthand becomes `{ title }`.
 */
const titleOrder = () => {
  const placed = z.object({ title: z.string(), order: z.number().optional() });
  return z.union([z.string().transform((title): z.output<typeof placed> => ({ title })), placed], {
    error: 'a string or { title, order }',
  });
};

/** The fields of `PageMeta` a page's frontmatter sets. */
export const pageFrontmatter = z.object({
  title: z
    .string()
    .optional()
    .meta({ description: "The page's title; by default its first heading." }),
  subtitle: z
    .string()
    .optional()
    .meta({ description: "Shown beside the title, in `subtitleLang` (a component's other name)." }),
  description: z
    .string()
    .optional()
    .meta({ description: "The page's summary, for its meta tags." }),
  keywords: z
    .array(z.string({ error: 'a list of strings' })) // An item's phrase names its list.
    .optional()
    .meta({
      description:
        'Other names the page is known by: search offers the page first for any of them.',
    }),
  group: titleOrder()
    .optional()
    .meta({ description: "The sidebar group the page is listed under, and the group's order." }),
  order: z.number().optional().meta({ description: "The page's place in its group." }),
  toc: z
    .literal(['content', 'menu', false], { error: "'content', 'menu' or false" })
    .optional()
    .meta({
      description:
        'Right-hand table of contents, the table of contents inside the sidebar, or none.',
    }),
  timeline: z
    .boolean()
    .optional()
    .meta({ description: 'Render the table of contents as a timeline (changelog).' }),
  tabTitle: z.string().optional().meta({
    description:
      "The title of the page's own tab when it has tabs ('Documentation' in the interface language without it).",
  }),
  tag: z
    .string()
    .optional()
    .meta({ description: "A small badge beside the sidebar entry, e.g. 'New'." }),
  nav: titleOrder()
    .optional()
    .meta({ description: 'The top navigation item the page belongs to, and its order.' }),
  hero: z
    .object({
      title: z.string().optional(),
      description: z.string().optional(),
      actions: z.array(z.object({ text: z.string(), link: z.string() })).optional(),
      install: z
        .string()
        .optional()
        .meta({ description: 'The command that installs the library, shown with a copy button.' }),
      demo: z.string().optional().meta({
        description:
          'A demo file (relative to the page) shown live beside the hero, in its phone frame.',
      }),
    })
    .optional()
    .meta({ description: 'Home page hero; only the root page uses it.' }),
  features: z
    .array(
      z.object(
        { title: z.string(), description: z.string().optional() },
        // An item's problem is the list's: its phrase names the list.
        { error: 'a list of { title, description? }' },
      ),
    )
    .optional()
    .meta({ description: 'Home page highlights.' }),
  gallery: z.object({ title: z.string(), section: z.string() }).optional().meta({
    description:
      'Home page gallery: a link to every page of a section (its first path segment), grouped and ordered as its sidebar, so a new page appears there by itself.',
  }),
});

/** Everything a page's frontmatter may hold; a key not here is warned about and ignored. */
export const frontmatterSchema = pageFrontmatter.extend({
  loader: z.string().optional().meta({
    description:
      "A module (path relative to the page) whose default export is the page's route loader.",
  }),
  // dumi 2's keys: accepted and checked, so a dumi docs folder builds without warnings.
  atomId: z.string().optional(),
  demo: z.record(z.string(), z.unknown()).optional(),
  debug: z.boolean().optional(),
  sidebar: z.boolean().optional(),
  apiHeader: z
    .union([z.literal(false), z.record(z.string(), z.unknown())], { error: 'false or a mapping' })
    .optional(),
});
