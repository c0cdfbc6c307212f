import type { Element } from 'hast';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import { exportsDefault, nameInWords, readDemoDocComment, type DemoRef } from './demos';
import { ContentError, ContentErrors } from './errors';
import { kebab } from './routePath';

/**
 * dumi's inline demos: a ```jsx or ```tsx fence is a live demo, unless its info string says
 * `pure` (```tsx | pure). Each one is served as a module of its own, addressed by its page
 * file and a query (`Button.md?demo=2&lang.tsx`): its imports resolve from the page's folder,
 * and the query's ending gives it to the JSX transform.
 */
export const INLINE_DEMO_QUERY = /\?demo=(\d+)&lang\.([jt]sx)$/;

const LIVE_LANGUAGES = new Set(['jsx', 'tsx']);

/** A fence's doc comment, read as a demo file's; its errors name the page's line. */
function readDocComment(source: string, pageLabel: string, fenceLine: number | undefined) {
  try {
    return readDemoDocComment(source, pageLabel);
  } catch (error) {
    if (!(error instanceof ContentError) || fenceLine === undefined) throw error;
    // The fence's code starts on the line after its opening ```.
    const line = error.line === undefined ? fenceLine : fenceLine + error.line;
    throw new ContentError(pageLabel, line, error.column, error.reason);
  }
}

/** The words of a markdown heading, its code spans included. */
function textOf(node: MdastNodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/**
 * Finds the live fences of a page's markdown, in document order, describes each as a demo
 * (`{page}-demo-{n}`, counting from 1, with title and description from a leading doc comment
 * as in a demo file) and marks its code element with its number, for `inlineDemoOf`. A fence
 * without a title takes its section's (the page's name before the first heading), numbered
 * from the second untitled fence of a section on.
 */
export function findInlineDemos(
  mdast: MdastRoot,
  options: { file: string; pageLabel: string; pageName: string },
): DemoRef[] {
  const found: DemoRef[] = [];
  const section = { title: nameInWords(options.pageName), untitled: 0 };
  const walk = (node: MdastNodes) => {
    if (node.type === 'heading') {
      section.title = textOf(node).trim() || section.title;
      section.untitled = 0;
      return;
    }
    if (node.type === 'code') {
      if (!node.lang || !LIVE_LANGUAGES.has(node.lang) || /(^|[\s|])pure\b/.test(node.meta ?? ''))
        return;
      const n = found.length + 1;
      const line = node.position?.start.line;
      const id = `${kebab(options.pageName)}-demo-${n}`;
      const { meta, code } = readDocComment(node.value, options.pageLabel, line);
      if (!exportsDefault(code))
        throw new ContentError(
          options.pageLabel,
          line,
          undefined,
          `a \`\`\`${node.lang} fence is a live demo and exports the component it shows as default; write \`\`\`${node.lang} | pure to show its code without running it`,
        );
      // The code starts on the line after the opening ```, and after any doc comment.
      const skipped = node.value.slice(0, node.value.length - code.length).split('\n').length - 1;
      node.data = { ...node.data, hProperties: { dataInlineDemo: String(n) } };
      found.push({
        id,
        file: `${options.file}?demo=${n}&lang.${node.lang}`,
        name: `${id}.${node.lang}`,
        page: options.pageLabel,
        ...(line === undefined ? {} : { line, codeLine: line + 1 + skipped }),
        title: typeof meta.title === 'string' ? meta.title : sectionTitle(section),
        description: typeof meta.description === 'string' ? meta.description : undefined,
        keywords: [],
        code,
      });
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(mdast);
  return found;
}

/** The title of the section's next untitled fence: "Usage", then "Usage 2". */
function sectionTitle(section: { title: string; untitled: number }): string {
  section.untitled += 1;
  return section.untitled === 1 ? section.title : `${section.title} ${section.untitled}`;
}

/** The inline demo a `<pre>` of the content tree stands for, if it is a live fence. */
export function inlineDemoOf(node: Element, demos: readonly DemoRef[]): DemoRef | undefined {
  const [code] = node.children;
  if (node.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code') return;
  const n = Number(code.properties.dataInlineDemo);
  return Number.isInteger(n) ? demos[n - 1] : undefined;
}

/** The modules a demo's code imports, with the line of each (1 is the code's first line). */
export function importsOf(code: string): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  const statement = /(?:^|\n)\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?(['"])([^'"\n]+)\1/g;
  for (const match of code.matchAll(statement)) {
    const at = match.index + match[0].indexOf(match[1]!, match[0].search(/\S/));
    found.push({ specifier: match[2]!, line: code.slice(0, at).split('\n').length });
  }
  return found;
}

/** An inline demo's module: its fence's code, once every module it imports resolves. */
export async function inlineDemoModule(
  demos: ReadonlyMap<string, DemoRef>,
  id: string,
  resolve: (specifier: string) => Promise<unknown>,
): Promise<string | null> {
  const demo = [...demos.values()].find((d) => d.file === id);
  if (!demo) return null;
  const errors: ContentError[] = [];
  for (const { specifier, line } of importsOf(demo.code))
    if (!(await resolve(specifier)))
      errors.push(
        new ContentError(
          demo.page,
          demo.codeLine === undefined ? undefined : demo.codeLine + line - 1,
          undefined,
          `the inline demo imports "${specifier}", which cannot be resolved`,
        ),
      );
  if (errors.length) throw new ContentErrors(errors);
  return demo.code;
}
