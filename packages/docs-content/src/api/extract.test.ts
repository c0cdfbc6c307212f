import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiTable } from '@tessera/docs-theme/types';
import { writeSite } from '../../test/fixtureSite';
import { ApiExtractor, type ExtractResult } from './extract';

/** A small library whose props use the type forms a real one writes. */
const files = {
  'package.json': JSON.stringify({ name: 'acme-types', type: 'module' }),
  'src/index.ts': [
    "export { Chip, type ChipProps, type ChipAction, type ChipTone } from './Chip';",
    "export { Menu, type MenuProps } from './Menu';",
    "export { Panel, type PanelProps } from './Panel';",
    '',
  ].join('\n'),
  'src/steps.ts': "export const steps = ['none', 'small', 'large'] as const;\n",
  'src/Chip.tsx': [
    "import type { CSSProperties, MouseEvent, ReactElement, ReactNode } from 'react';",
    "import type { steps } from './steps';",
    "export type ChipTone = 'neutral' | 'alert';",
    "type ChipIcon = 'check' | 'close';",
    'type Container = (() => HTMLElement | null) | null | undefined;',
    'export interface ChipAction { key: string; text: ReactNode }',
    'export type Step = (typeof steps)[number];',
    'export interface ChipProps {',
    '  /** A preset icon or your own element. */',
    '  icon?: ChipIcon | ReactNode;',
    '  /** Colour *role*, see [tones](/guide/tones). */',
    '  tone?: ChipTone;',
    '  /** Level, in the order written. */',
    '  level?: 3 | 1 | 2;',
    '  /** Padding step. */',
    '  padding?: Step;',
    '  /** The trigger. */',
    '  children: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;',
    '  /** Where to render. */',
    '  getContainer?: Container;',
    '  /** Actions. */',
    '  actions?: ChipAction[];',
    '  /** Text, or a function of the count. */',
    '  text?: ReactNode | ((count: number) => ReactNode);',
    '  /** Tap handler. */',
    '  onTap?: (event: MouseEvent<HTMLElement>) => void;',
    '  /** Inline style. */',
    '  style?: CSSProperties;',
    '  /** @internal Set by Menu. */',
    '  role?: string;',
    '  /** @ignore */',
    '  legacy?: boolean;',
    '  /**',
    '   * Only for the library.',
    '   * @private',
    '   */',
    '  secret?: number;',
    '}',
    'export function Chip(props: ChipProps) {',
    '  return null;',
    '}',
    '',
  ].join('\n'),
  'src/Menu.tsx': [
    "import type { ChipProps } from './Chip';",
    "export interface MenuProps extends Omit<ChipProps, 'icon'> {",
    '  /** Items. */',
    '  items?: string[];',
    '}',
    'export function Menu(props: MenuProps) {',
    '  return null;',
    '}',
    '',
  ].join('\n'),
  'src/Panel.tsx': [
    "import type { CSSProperties } from 'react';",
    'type VarStyle<Vars extends string> = CSSProperties & Partial<Record<Vars, string>>;',
    'interface Native<Vars extends string = never> {',
    '  /** Inline style, with the public variables. */',
    '  style?: VarStyle<Vars>;',
    '  /** Extra class. */',
    '  className?: string;',
    '}',
    "export interface PanelProps extends Native<'--panel-gap'> {",
    '  /** Title. */',
    '  title?: string;',
    '}',
    'export function Panel(props: PanelProps) {',
    '  return null;',
    '}',
    '',
  ].join('\n'),
};

let tables: Record<string, ApiTable>;
let sources: ExtractResult['sources'];
let root: string;
beforeAll(() => {
  root = writeSite('api-types', files);
  ({ tables, sources } = new ApiExtractor(path.join(root, 'src/index.ts')).run());
}, 60_000);

const typeOf = (component: string, prop: string) =>
  tables[component]?.props.find((row) => row.name === prop)?.type;

describe('API tables', () => {
  it('leave out props tagged @internal, @ignore or @private, also where they are inherited', () => {
    const names = (component: string) => tables[component]?.props.map((row) => row.name);
    expect(names('Chip')).not.toContain('role');
    expect(names('Chip')).not.toContain('legacy');
    expect(names('Chip')).not.toContain('secret');
    expect(names('Menu')).not.toContain('role');
    expect(names('Menu')).toEqual(expect.arrayContaining(['items', 'tone', 'children']));
    expect(tables.Chip?.props.every((row) => row.description.length > 0)).toBe(true);
  });

  it('parse each description into inline nodes, and know where each prop is declared', () => {
    const tone = tables.Chip?.props.find((row) => row.name === 'tone');
    expect(tone?.description).toEqual([
      'Colour ',
      { kind: 'em', children: ['role'] },
      ', see ',
      { kind: 'link', href: '/guide/tones', children: ['tones'] },
      '.',
    ]);
    const chipFile = path.join(root, 'src/Chip.tsx');
    expect(sources.Chip?.tone).toEqual({ file: chipFile, line: 12 });
    // An inherited prop is declared where its parent declares it.
    expect(sources.Menu?.tone).toEqual({ file: chipFile, line: 12 });
    expect(sources.Menu?.items).toEqual({ file: path.join(root, 'src/Menu.tsx'), line: 4 });
  });

  it('print types as written, keeping names from React and the exported ones', () => {
    expect(typeOf('Chip', 'icon')).toBe("'check' | 'close' | ReactNode");
    expect(typeOf('Chip', 'children')).toBe(
      'ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>',
    );
    expect(typeOf('Chip', 'style')).toBe('CSSProperties');
    expect(typeOf('Chip', 'actions')).toBe('ChipAction[]');
    expect(typeOf('Chip', 'onTap')).toBe('(event: MouseEvent<HTMLElement>) => void');
    expect(typeOf('Menu', 'tone')).toBe("'neutral' | 'alert'");
  });

  it('spell out literal aliases in the order written, and aliases a reader cannot import', () => {
    expect(typeOf('Chip', 'tone')).toBe("'neutral' | 'alert'");
    expect(typeOf('Chip', 'level')).toBe('3 | 1 | 2');
    expect(typeOf('Chip', 'padding')).toBe("'none' | 'small' | 'large'");
    expect(typeOf('Chip', 'getContainer')).toBe('(() => HTMLElement | null) | null');
  });

  it('keep function types in unions readable', () => {
    expect(typeOf('Chip', 'text')).toBe('ReactNode | ((count: number) => ReactNode)');
  });

  it('print a prop declared with a type parameter from its instantiated type', () => {
    expect(typeOf('Panel', 'style')).toBe("CSSProperties & Partial<Record<'--panel-gap', string>>");
    expect(typeOf('Panel', 'className')).toBe('string');
  });
});
