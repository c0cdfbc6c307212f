/**
 * A generated component library at full size, and a docs site about it: `COMPONENTS`
 * vanilla-extract components, each with about the CSS weight of a real one (a root, parts,
 * variants and states), and pages that show a few of them each.
 */
export const COMPONENTS = 60;
/** Each page shows this many components, one demo each; every component shows on one page. */
const PER_PAGE = 3;

const componentName = (n: number) => `Part${String(n).padStart(2, '0')}`;
const folder = (n: number) => `part${String(n).padStart(2, '0')}`;
/** A custom property only component n's CSS declares, to tell its CSS in a stylesheet. */
export const cssToken = (n: number) => `--fixture-part-${String(n).padStart(2, '0')}`;
/** Components from this number on build on component 0, as a Dialog builds on a Button. */
export const COMPOSITE_FROM = 50;

const color = (n: number, i: number) =>
  `rgb(${(n * 37 + i * 11) % 256}, ${(n * 53 + i * 29) % 256}, ${(n * 71 + i * 7) % 256})`;

function styles(n: number): string {
  const px = (i: number) => `${((n * 7 + i * 3) % 23) + 1}px`;
  const rules = Array.from(
    { length: 9 },
    (_, i) => `export const part${i} = style({
  display: '${['flex', 'grid', 'block', 'inline-flex'][i % 4]}',
  padding: '${px(i)} ${px(i + 1)}',
  margin: '${px(i + 2)} 0',
  color: '${color(n, i)}',
  background: '${color(n, i + 5)}',
  borderRadius: '${px(i + 3)}',
  fontSize: '${12 + ((n + i) % 9)}px',
  lineHeight: ${(1.2 + ((n * i) % 5) / 10).toFixed(1)},
  transition: 'opacity ${100 + ((n * 13 + i) % 200)}ms ease-${['in', 'out', 'in-out'][i % 3]}',
  selectors: { '&:hover': { opacity: ${(0.5 + ((n + i) % 5) / 10).toFixed(1)} }, '&[data-disabled]': { cursor: 'not-allowed', color: '${color(n, i + 9)}' } },
  '@media': { '(min-width: ${320 + ((n * 17 + i * 31) % 400)}px)': { padding: '${px(i + 4)}' } },
});`,
  );
  return `import { style } from '@vanilla-extract/css';

export const root = style({ vars: { '${cssToken(n)}': '1' }, position: 'relative', boxSizing: 'border-box' });
${rules.join('\n')}
`;
}

function component(n: number): string {
  const composite = n >= COMPOSITE_FROM;
  return `import type { ReactNode } from 'react';
import * as s from './styles.css';
${composite ? `import { ${componentName(0)} } from '../${folder(0)}';\n` : ''}
export function ${componentName(n)}({ children }: { children?: ReactNode }) {
  return (
    <div className={s.root}>
      <span className={s.part0}>{children}</span>
      <span className={s.part1}>${componentName(n)}</span>
      ${composite ? `<${componentName(0)}>inner</${componentName(0)}>` : ''}
    </div>
  );
}
`;
}

const demo = (n: number) => `/**
 * title: ${componentName(n)} basics
 */
import { ${componentName(n)} } from 'fixture-ui/${folder(n)}';

export default function Demo() {
  return <${componentName(n)}>Hello</${componentName(n)}>;
}
`;

/** The components page `p` shows, in the order of its demos. */
export function componentsOf(page: number): number[] {
  return Array.from({ length: PER_PAGE }, (_, i) => page * PER_PAGE + i);
}

export const PAGES = COMPONENTS / PER_PAGE;

/** The site's files: the library under `lib/`, a home page and one page per `PER_PAGE` parts. */
export function fullSizeSite(): Record<string, string> {
  const files: Record<string, string> = {
    'docs/index.md': '# Fixture UI\n\nA library of generated parts.\n',
  };
  for (let n = 0; n < COMPONENTS; n += 1) {
    files[`lib/${folder(n)}/styles.css.ts`] = styles(n);
    files[`lib/${folder(n)}/index.tsx`] = component(n);
    files[`docs/components/demos/${folder(n)}.tsx`] = demo(n);
  }
  for (let p = 0; p < PAGES; p += 1) {
    const demos = componentsOf(p).map(
      (n) => `## ${componentName(n)}\n\n<code src="./demos/${folder(n)}.tsx"></code>\n`,
    );
    files[`docs/components/page${p}.md`] = `# Page ${p}\n\n${demos.join('\n')}`;
  }
  return files;
}
