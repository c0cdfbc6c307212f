import { defaultSchema, type Schema } from 'hast-util-sanitize';

/** Attributes every allowed element may carry: names, classes, data and a few ARIA ones. */
const shared = [
  ...(defaultSchema.attributes?.['*'] ?? []),
  'className',
  'data*',
  'hidden',
  'role',
  'ariaLabel',
  'ariaLabelledBy',
  'ariaDescribedBy',
  'ariaHidden',
];

/** GitHub's per-element attributes, but with any class: the theme and authors' CSS use them. */
const anyClass = Object.fromEntries(
  Object.entries(defaultSchema.attributes ?? {}).map(([tag, names]) => [
    tag,
    names.filter((name) => typeof name === 'string' || name[0] !== 'className'),
  ]),
);

/**
 * What page content may hold: GitHub's allow-list of elements and attributes, plus the tags
 * the site renders itself (`<code src>` demos, `<API>`, `<Badge>`, loader tags, callout
 * asides) and the structural HTML docs use. Anything else is left out, so an element or
 * attribute no one listed fails safe. Ids are kept as written: headings and demos are linked
 * to by them.
 */
export const contentSchema: Schema = {
  ...defaultSchema,
  // The HTML parser already drops table parts outside a table.
  ancestors: {},
  clobber: [],
  tagNames: [
    ...(defaultSchema.tagNames ?? []),
    ...['abbr', 'aside', 'caption', 'cite', 'col', 'colgroup', 'dfn', 'figcaption', 'figure'],
    ...['mark', 'small', 'time', 'u', 'wbr'],
    ...['api', 'badge', 'loader-data', 'loader-list'],
  ],
  attributes: {
    ...anyClass,
    '*': shared,
    badge: ['type'],
    // A demo's `<code src>` and the other attributes of dumi's demo tag.
    code: ['src', 'iframe', 'description', 'debug', 'compact', 'transform', 'background'],
    img: [
      ...(anyClass.img ?? []).filter((name) => name !== 'src'),
      'loading',
      'decoding',
      // `data:` is for pictures only, never for markup that could run script (SVG).
      ['src', /^(?!data:)/i, /^data:image\/(png|gif|jpe?g|webp|avif);/i],
    ],
    'loader-data': ['path'],
    'loader-list': ['path', 'empty'],
  },
  // Every URL attribute on the list is here: an attribute missing from this list takes any URL.
  protocols: {
    ...defaultSchema.protocols,
    action: ['http', 'https'],
    itemType: ['http', 'https'],
    href: [...(defaultSchema.protocols?.href ?? []), 'tel'],
    src: [...(defaultSchema.protocols?.src ?? []), 'data'],
  },
  // Elements whose content goes with them: it is code, or the page it would frame or submit.
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'frame', 'frameset', 'form'],
};
