/**
 * The inline markdown a JSDoc description holds, as data the API table renders with React, so
 * the text is always escaped: a description that says `<img onerror=…>` shows those characters.
 */
export type InlineNode =
  | string
  | { kind: 'code'; text: string }
  | { kind: 'em' | 'strong'; children: InlineNode[] }
  | { kind: 'link'; href: string; children: InlineNode[] };

const punctuation = /[!-/:-@[-`{-~]/;
const wordCharacter = /[\p{L}\p{N}]/u;

/**
 * Addresses a description may link to: site pages (`/components/popup`), anchors on the page,
 * and web pages. Anything else (`javascript:`, `data:`, relative paths the site cannot resolve
 * from a library's source) leaves the link text as plain text.
 */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('#')) return true;
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  return /^https?:\/\/[^\s/]/i.test(href);
}

/**
 * Parses code spans (`` `code` ``), emphasis (`*a*`, `_a_`), strong emphasis (`**a**`, `__a__`),
 * links (`[text](href)`, `<https://…>`) and backslash escapes. Everything else is text;
 * unclosed markers stay as written.
 */
export function parseInline(source: string, inLink = false): InlineNode[] {
  const nodes: InlineNode[] = [];
  let text = '';
  const pushText = (value: string) => {
    text += value;
  };
  const pushNode = (node: InlineNode | InlineNode[]) => {
    const items = [text, ...(Array.isArray(node) ? node : [node])].filter((item) => item !== '');
    text = '';
    for (const item of items) {
      const last = nodes[nodes.length - 1];
      if (typeof item === 'string' && typeof last === 'string')
        nodes[nodes.length - 1] = last + item;
      else nodes.push(item);
    }
  };

  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '\\' && punctuation.test(source[i + 1] ?? '')) {
      pushText(source[i + 1]!);
      i += 2;
      continue;
    }
    if (char === '`') {
      const run = /^`+/.exec(source.slice(i))![0];
      const close = closingBackticks(source, i + run.length, run.length);
      if (close === -1) {
        pushText(run);
        i += run.length;
        continue;
      }
      let code = source.slice(i + run.length, close).replace(/\n/g, ' ');
      if (/^ .*[^ ].* $/s.test(code)) code = code.slice(1, -1);
      pushNode({ kind: 'code', text: code });
      i = close + run.length;
      continue;
    }
    if (char === '[' && !inLink) {
      const link = linkAt(source, i);
      if (link) {
        const children = parseInline(link.label, true);
        pushNode(isSafeHref(link.href) ? { kind: 'link', href: link.href, children } : children);
        i = link.end;
        continue;
      }
    }
    if (char === '<' && !inLink) {
      const auto = /^<(https?:\/\/[^\s<>]+)>/i.exec(source.slice(i));
      if (auto && isSafeHref(auto[1]!)) {
        pushNode({ kind: 'link', href: auto[1]!, children: [auto[1]!] });
        i += auto[0].length;
        continue;
      }
    }
    if (char === '*' || char === '_') {
      const emphasis = emphasisAt(source, i);
      if (emphasis) {
        pushNode({ kind: emphasis.kind, children: parseInline(emphasis.inner, inLink) });
        i = emphasis.end;
        continue;
      }
    }
    pushText(char);
    i += 1;
  }
  pushNode([]);
  return nodes;
}

/** The start of the next run of exactly `length` backticks from `from`, or -1. */
function closingBackticks(source: string, from: number, length: number): number {
  const runs = /`+/g;
  runs.lastIndex = from;
  for (let match = runs.exec(source); match; match = runs.exec(source)) {
    if (match[0].length === length) return match.index;
  }
  return -1;
}

/** `[label](href)` at `start`: the label may hold code spans with brackets; no spaces in href. */
function linkAt(source: string, start: number) {
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\') i += 1;
    else if (char === '`') {
      const run = /^`+/.exec(source.slice(i))![0];
      const close = closingBackticks(source, i + run.length, run.length);
      if (close !== -1) i = close + run.length - 1;
    } else if (char === '[') depth += 1;
    else if (char === ']' && --depth === 0) {
      const target = /^\(([^\s()<>]+)\)/.exec(source.slice(i + 1));
      if (!target) return undefined;
      return {
        label: source.slice(start + 1, i),
        href: target[1]!,
        end: i + 1 + target[0].length,
      };
    }
  }
  return undefined;
}

/**
 * Emphasis opened at `start`: the marker must touch the text it wraps, and underscores only work
 * at word edges, so `snake_case_name` stays as written.
 */
function emphasisAt(source: string, start: number) {
  const marker = source[start]!;
  const double = source[start + 1] === marker;
  const delimiter = double ? marker + marker : marker;
  const open = start + delimiter.length;
  const before = source[start - 1] ?? ' ';
  if (marker === '_' && wordCharacter.test(before)) return undefined;
  if (!source[open] || /\s/.test(source[open]!) || source[open] === marker) return undefined;
  let close = source.indexOf(delimiter, open + 1);
  while (close !== -1) {
    const after = source[close + delimiter.length] ?? ' ';
    const touches = !/\s/.test(source[close - 1]!) && source[close - 1] !== '\\';
    const edge = marker !== '_' || !wordCharacter.test(after);
    const single = double || after !== marker;
    if (touches && edge && single) {
      return {
        kind: double ? ('strong' as const) : ('em' as const),
        inner: source.slice(open, close),
        end: close + delimiter.length,
      };
    }
    close = source.indexOf(delimiter, close + 1);
  }
  return undefined;
}
