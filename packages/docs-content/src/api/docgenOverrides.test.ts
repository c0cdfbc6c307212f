import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from '../../test/fixtureSite';
import { ApiExtractor, type ExtractResult } from './extract';

/**
 * The extractor overrides two methods of react-docgen-typescript's parser (`getDocgenType`,
 * `getPropsInfo`), which are not its public API. These cases fail if an upgrade of it stops
 * calling them, or calls them differently.
 */
const files = {
  'package.json': JSON.stringify({ name: 'acme-box', type: 'module' }),
  'src/index.ts': "export { Box, Card, type BoxProps, type CardProps } from './Box';\n",
  'src/Box.tsx': [
    "import type { HTMLAttributes, ReactNode } from 'react';",
    'export interface BoxProps extends HTMLAttributes<HTMLDivElement> {',
    '  /** A preset icon or any node. */',
    "  icon?: 'check' | 'close' | ReactNode;",
    '  /** The label. */',
    '  label?: ReactNode;',
    '  /** The content. */',
    '  children?: ReactNode;',
    '}',
    "type Sized = { /** The size. */ size?: 'small' | 'large' };",
    'export type CardProps =',
    "  | (BoxProps & Sized & { /** The kind. */ kind: 'link'; /** Where it leads. */ href: string })",
    "  | (BoxProps & Sized & { /** The kind. */ kind: 'note' });",
    'export function Box(props: BoxProps) {',
    '  return null;',
    '}',
    'export function Card(props: CardProps) {',
    '  return null;',
    '}',
    '',
  ].join('\n'),
};

let result: ExtractResult;
let boxFile: string;
beforeAll(() => {
  const root = writeSite('api-docgen-overrides', files);
  boxFile = path.join(root, 'src/Box.tsx');
  result = new ApiExtractor(path.join(root, 'src/index.ts')).run();
}, 60_000);

const rows = (component: string) => result.tables[component]?.props ?? [];
const typeOf = (component: string, prop: string) =>
  rows(component).find((row) => row.name === prop)?.type;

describe('what the API tables take from the docgen parser', () => {
  it('prints each type as written, not as the union TypeScript expands it to', () => {
    expect(typeOf('Box', 'icon')).toBe("'check' | 'close' | ReactNode");
    expect(typeOf('Box', 'label')).toBe('ReactNode');
    expect(typeOf('Card', 'size')).toBe("'small' | 'large'");
    for (const row of [...rows('Box'), ...rows('Card')]) expect(row.type, row.name).not.toBe('');
  });

  it('leaves out the props inherited from the DOM, keeping those the library declares again', () => {
    expect(rows('Box').map((row) => row.name)).toEqual(['icon', 'label', 'children']);
  });

  it('lists a prop of a union of props types once, with the line that declares it', () => {
    const names = rows('Card').map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['icon', 'size', 'kind', 'href']));
    expect(new Set(names).size).toBe(names.length);
    expect(result.sources.Card?.size).toEqual({ file: boxFile, line: 10 });
    expect(result.sources.Card?.href).toEqual({ file: boxFile, line: 12 });
    expect(result.sources.Box?.label).toEqual({ file: boxFile, line: 6 });
  });
});
