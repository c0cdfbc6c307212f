import type { Element, ElementContent, Root, RootContent } from 'hast';
import { find, html, svg } from 'property-information';
import type { EmitContext } from './emitPage';
import { highlight } from './highlight';
import type { ParsedPage } from './parse';
import { textOf } from './parse';

/** Whitespace between blocks means nothing, and inside tables React rejects it. */
const blockParents = new Set([
  'root',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'ul',
  'ol',
  'blockquote',
  'aside',
  'div',
  'section',
  'details',
  'dl',
]);
const voidElements = new Set(['img', 'br', 'hr', 'input', 'col', 'area', 'source', 'track', 'wbr']);

export const str = (value: unknown) => JSON.stringify(value);

/** dumi's `<Badge type>`; any other type shows as `info`. */
const BADGE_TYPES = new Set(['info', 'warning', 'error', 'success']);

function reactProps(node: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const schema = node.tagName === 'svg' ? svg : html;
  for (const [key, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null) continue;
    const info = find(schema, key);
    const name =
      key === 'className'
        ? 'className'
        : /^(aria|data)[A-Z]/.test(key)
          ? info.attribute
          : info.property;
    props[name] = Array.isArray(value) ? value.join(info.commaSeparated ? ', ' : ' ') : value;
  }
  return props;
}

/** A call of React's JSX runtime: `_js` for several children, `_j` otherwise. */
export function element(
  type: string,
  props: Record<string, unknown> | string,
  children: string[],
): string {
  const propsCode =
    typeof props === 'string'
      ? props
      : Object.entries(props)
          .map(([k, v]) => `${str(k)}: ${str(v)}`)
          .join(', ');
  const parts = propsCode ? [propsCode] : [];
  if (children.length === 1) parts.push(`children: ${children[0]}`);
  else if (children.length > 1) parts.push(`children: [${children.join(', ')}]`);
  return `${children.length > 1 ? '_js' : '_j'}(${type}, { ${parts.join(', ')} })`;
}

/** A highlighted code block, for a `<pre>` holding a `<code>`; undefined for any other `<pre>`. */
async function codeBlock(node: Element): Promise<string | undefined> {
  const code = node.children[0];
  if (code?.type !== 'element' || code.tagName !== 'code') return undefined;
  const classes = Array.isArray(code.properties.className)
    ? code.properties.className.map(String)
    : [];
  const lang = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  const text = textOf(code);
  const lines = await highlight(text, lang);
  return element(
    'c.CodeBlock',
    { ...(lang ? { lang } : {}), code: text.replace(/\n$/, ''), lines },
    [],
  );
}

/**
 * The content of a page and its tabs as JSX runtime calls, with the theme's components
 * (`c.Heading`, `c.a`, `c.Demo`, …) in place of the elements they render. Code blocks are
 * highlighted here, at build time.
 */
export class ContentEmitter {
  /** The loader elements the content uses, which the module imports. */
  readonly loaderElements = new Set<string>();
  /** The page or tab being emitted, whose links are resolved from it. */
  private current: ParsedPage;
  /**
   * The page's title heading (its first `# heading`, or the one its title made) carries the
   * subtitle, so the theme shows it beside the title: in the prerendered HTML, and in the
   * heading's name ("Button 按钮"), while the heading's id and the outline stay the title's.
   */
  private readonly titleId: string | undefined;

  constructor(
    private readonly page: ParsedPage,
    private readonly context: EmitContext,
    private readonly demoIndex: Map<string, number>,
  ) {
    this.current = page;
    this.titleId = page.meta.subtitle ? page.toc.find((entry) => entry.depth === 1)?.id : undefined;
  }

  /** The children of `tree`, the content of the page or tab `from`. */
  emit(tree: Root, from: ParsedPage): Promise<string[]> {
    this.current = from;
    return this.children(tree);
  }

  private async children(parent: Root | Element): Promise<string[]> {
    const parentName = parent.type === 'root' ? 'root' : parent.tagName;
    const out: string[] = [];
    for (const child of parent.children as (RootContent | ElementContent)[]) {
      if (child.type === 'text') {
        if (!child.value.trim() && blockParents.has(parentName)) continue;
        out.push(str(child.value));
      } else if (child.type === 'element') {
        out.push(await this.element(child));
      }
    }
    return out;
  }

  private async element(node: Element): Promise<string> {
    const { tagName } = node;
    if (tagName === 'demo')
      return `_j(c.Demo, demo${this.demoIndex.get(String(node.properties.id))})`;
    if (tagName === 'loader-data' || tagName === 'loader-list') {
      const component = tagName === 'loader-data' ? 'LoaderValue' : 'LoaderList';
      this.loaderElements.add(component);
      const { path, empty } = node.properties;
      const props = { path: String(path ?? ''), ...(typeof empty === 'string' ? { empty } : {}) };
      return element(component, props, []);
    }
    if (tagName === 'api') {
      const id = String(node.properties.id);
      return element('c.API', { id, ...this.context.apiTable(id) }, []);
    }
    if (tagName === 'badge') {
      const type = String(node.properties.type ?? 'info');
      return element(
        'c.Badge',
        { type: BADGE_TYPES.has(type) ? type : 'info' },
        await this.children(node),
      );
    }
    if (tagName === 'aside' && typeof node.properties.dataCallout === 'string') {
      const title = node.properties.dataCalloutTitle;
      return element(
        'c.Callout',
        { type: node.properties.dataCallout, ...(typeof title === 'string' ? { title } : {}) },
        await this.children(node),
      );
    }
    if (/^h[1-6]$/.test(tagName)) return this.heading(node);
    if (tagName === 'a') return this.link(node);
    const code = tagName === 'pre' ? await codeBlock(node) : undefined;
    if (code) return code;
    const children = voidElements.has(tagName) ? [] : await this.children(node);
    return element(str(tagName), reactProps(node), children);
  }

  private async heading(node: Element): Promise<string> {
    const { page } = this;
    const title =
      this.current === page && node.tagName === 'h1' && node.properties.id === this.titleId;
    return element(
      'c.Heading',
      {
        depth: Number(node.tagName[1]),
        id: node.properties.id,
        ...(title ? { subtitle: page.meta.subtitle } : {}),
      },
      await this.children(node),
    );
  }

  private async link(node: Element): Promise<string> {
    const href =
      typeof node.properties.href === 'string'
        ? this.context.resolveLink(node.properties.href, node.position?.start.line, this.current)
        : undefined;
    return element('c.a', href === undefined ? {} : { href }, await this.children(node));
  }
}
