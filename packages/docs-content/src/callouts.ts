import type { Blockquote, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { ContentError } from './errors';

/** Callout types, and the other names they are written with (dumi, VitePress, Docusaurus). */
const CALLOUT_TYPES = [
  'info',
  'note',
  'tip',
  'success',
  'important',
  'warning',
  'caution',
  'error',
] as const;
type CalloutType = (typeof CALLOUT_TYPES)[number];
const aliases: Record<string, CalloutType> = { danger: 'error' };

/** GitHub's alerts: `> [!NOTE]` alone on the first line of a quote. */
const alertTypes: Record<string, CalloutType> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'important',
  WARNING: 'warning',
  CAUTION: 'caution',
};

/**
 * `:::warning`, `::: tip`, `:::warning{title=Careful}` (dumi), `:::tip Careful` (VitePress),
 * `:::tip[Careful]` (Docusaurus).
 */
const OPEN =
  /^:::[ \t]*([A-Za-z][\w-]*)(?:\{\s*title\s*=\s*(?:"([^"]*)"|'([^']*)'|([^}]*?))\s*\}|\[([^\]]*)\]|[ \t]+(.+?))?[ \t]*$/;
const CLOSE = /^:::[ \t]*$/;

type Block = RootContent;
interface Parent {
  type: string;
  children: Block[];
}

/** The mdast node a callout becomes: an `aside` the theme renders with its icon and heading. */
function calloutNode(
  type: CalloutType,
  title: string | undefined,
  children: Block[],
  position: Block['position'],
): Block {
  return {
    type: 'blockquote',
    children: children as Blockquote['children'],
    position,
    data: {
      hName: 'aside',
      hProperties: { dataCallout: type, ...(title ? { dataCalloutTitle: title } : {}) },
    },
  };
}

/** The page being read: its source, for marker lines as written, and its label for errors. */
interface Page {
  source: string;
  label: string;
}

const lineOf = (node: { position?: Block['position'] }) => node.position?.start.line;

/** A paragraph as written in the source, markers and all. */
const rawText = (page: Page, node: Paragraph) =>
  page.source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);

/**
 * Turns `:::type … :::` containers and GitHub alerts into callout nodes, in place. Works on
 * the parsed tree, so code blocks are never read as markers and every error has its line: a
 * marker line is a paragraph's first or last line (markdown reads `:::` as paragraph text).
 */
export function markCallouts(tree: Root, source: string, label: string): void {
  tree.children = transform({ source, label }, tree.children);
}

interface Opening {
  type: CalloutType;
  title: string | undefined;
}

/** The type and title of the callout a block opens: a paragraph whose first line is `:::type`. */
function opener(page: Page, node: Block): Opening | undefined {
  if (node.type !== 'paragraph') return undefined;
  const firstLine = rawText(page, node).split('\n', 1)[0]!.trim();
  const match = OPEN.exec(firstLine);
  if (!match) return undefined;
  const written = match[1]!.toLowerCase();
  const type = aliases[written] ?? (CALLOUT_TYPES as readonly string[]).find((t) => t === written);
  if (!type)
    throw new ContentError(
      page.label,
      lineOf(node),
      undefined,
      `unknown callout type ":::${match[1]}": use ${CALLOUT_TYPES.join(', ')} or danger`,
    );
  const title = [match[2], match[3], match[4], match[5], match[6]]
    .find((t) => t !== undefined)
    ?.trim();
  return { type: type as CalloutType, title: title || undefined };
}

/** The blocks with their callouts marked, nested ones included. */
function transform(page: Page, children: Block[]): Block[] {
  const out: Block[] = [];
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    const open = opener(page, node);
    if (!open) {
      out.push(alert(page, node) ?? descend(page, node));
      continue;
    }
    const first = node as Paragraph;
    const rest = dropFirstLine(first, rawText(page, first));
    // A callout written in one paragraph: `:::tip\nText\n:::`.
    if (rest && endsWithClose(rest)) {
      const inner = dropLastLine(rest);
      out.push(calloutNode(open.type, open.title, inner ? [inner] : [], first.position));
      continue;
    }
    const end = closingIndex(page, children, i, open.type);
    const inner = children.slice(i + 1, end);
    const last = stripClose(children[end]!);
    const body = [...(rest ? [rest] : []), ...inner, ...(last ? [last] : [])];
    out.push(
      calloutNode(open.type, open.title, transform(page, body), {
        start: first.position!.start,
        end: children[end]!.position!.end,
      }),
    );
    i = end;
  }
  return out;
}

/** Where the callout opened by `children[start]` closes, past the callouts nested in it. */
function closingIndex(page: Page, children: Block[], start: number, type: CalloutType): number {
  let depth = 1;
  for (let j = start + 1; j < children.length; j++) {
    const sibling = children[j]!;
    const opens = !!opener(page, sibling);
    const closes = closesIn(sibling);
    // A nested callout written in one paragraph opens and closes itself.
    if (opens && !closes) depth++;
    else if (closes && !opens && --depth === 0) return j;
  }
  throw new ContentError(
    page.label,
    lineOf(children[start]!),
    undefined,
    `callout ":::${type}" is not closed: end it with a line holding only ":::"`,
  );
}

/** Marks the callouts inside quotes and lists. */
function descend(page: Page, node: Block): Block {
  if ('children' in node && (node.type === 'blockquote' || node.type === 'listItem'))
    (node as Parent).children = transform(page, (node as Parent).children);
  else if (node.type === 'list') node.children.forEach((item) => descend(page, item));
  return node;
}

/** `> [!WARNING]` quotes become callouts; their content goes through the same pass. */
function alert(page: Page, node: Block): Block | undefined {
  if (node.type !== 'blockquote') return undefined;
  const first = node.children[0];
  if (first?.type !== 'paragraph') return undefined;
  const marker = /^\[!([A-Za-z]+)\]$/.exec(
    rawText(page, first)
      .split('\n', 1)[0]!
      .replace(/^>?\s*/, '')
      .trim(),
  );
  if (!marker) return undefined;
  const type = alertTypes[marker[1]!.toUpperCase()];
  if (!type)
    throw new ContentError(
      page.label,
      lineOf(first),
      undefined,
      `unknown alert "[!${marker[1]}]": use ${Object.keys(alertTypes).join(', ')}`,
    );
  const rest = dropFirstLine(first, rawText(page, first));
  const body = [...(rest ? [rest] : []), ...node.children.slice(1)];
  return calloutNode(type, undefined, transform(page, body), node.position);
}

/** The deepest last paragraph of a block: where a lazy `:::` line lands after a list or quote. */
function lastParagraph(node: Block): Paragraph | undefined {
  if (node.type === 'paragraph') return node;
  if (
    'children' in node &&
    (node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote')
  ) {
    const children = (node as Parent).children;
    return children.length ? lastParagraph(children[children.length - 1]!) : undefined;
  }
  return undefined;
}

function closesIn(node: Block): boolean {
  const paragraph = lastParagraph(node);
  return !!paragraph && endsWithClose(paragraph);
}

function endsWithClose(paragraph: Paragraph): boolean {
  const text = inlineText(paragraph.children);
  const lines = text.split('\n');
  return CLOSE.test(lines[lines.length - 1]!.trim());
}

const inlineText = (nodes: PhrasingContent[]): string =>
  nodes
    .map((n) =>
      'value' in n ? n.value : 'children' in n ? inlineText(n.children as PhrasingContent[]) : '',
    )
    .join('');

/** Removes the closing line from a block's deepest last paragraph; undefined if nothing is left. */
function stripClose(node: Block): Block | undefined {
  if (node.type === 'paragraph') return dropLastLine(node);
  const parent = node as Parent;
  const last = parent.children[parent.children.length - 1]!;
  const kept = stripClose(last);
  parent.children = kept ? [...parent.children.slice(0, -1), kept] : parent.children.slice(0, -1);
  return parent.children.length ? node : undefined;
}

/**
 * The paragraph without its first line, or undefined when that was all of it. Its position
 * starts on the next line, so the marker is not read again.
 */
function dropFirstLine(paragraph: Paragraph, raw: string): Paragraph | undefined {
  const children = [...paragraph.children];
  while (children.length) {
    const node = children[0]!;
    if (node.type === 'text' && node.value.includes('\n')) {
      const rest = node.value.slice(node.value.indexOf('\n') + 1);
      children[0] = { ...node, value: rest };
      if (!rest) children.shift();
      break;
    }
    if (node.type === 'break') {
      children.shift();
      break;
    }
    children.shift();
  }
  const start = paragraph.position?.start;
  const position =
    start && paragraph.position
      ? {
          ...paragraph.position,
          start: {
            line: start.line + 1,
            column: 1,
            offset: (start.offset ?? 0) + raw.indexOf('\n') + 1,
          },
        }
      : undefined;
  return children.length ? { ...paragraph, children, position } : undefined;
}

/** The paragraph without its last line (the `:::`), or undefined when that was all of it. */
function dropLastLine(paragraph: Paragraph): Paragraph | undefined {
  const children = [...paragraph.children];
  const last = children[children.length - 1];
  if (last?.type === 'text') {
    const cut = last.value.lastIndexOf('\n');
    if (cut < 0) children.pop();
    else children[children.length - 1] = { ...last, value: last.value.slice(0, cut) };
  }
  while (children.length) {
    const tail = children[children.length - 1]!;
    if (tail.type === 'text' && !tail.value.trim()) children.pop();
    else if (tail.type === 'break') children.pop();
    else break;
  }
  return children.length ? { ...paragraph, children } : undefined;
}
