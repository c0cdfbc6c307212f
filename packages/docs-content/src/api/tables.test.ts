import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSite } from '../../test/fixtureSite';
import { ApiTables, checkCompiler } from './tables';

describe('checkCompiler', () => {
  it('tells a site that reads API tables without TypeScript what to install', () => {
    const missing = (id: string): string => {
      throw Object.assign(new Error(`Cannot find module '${id}'`), { code: 'MODULE_NOT_FOUND' });
    };
    expect(() => checkCompiler(missing)).toThrow(
      "docs.config: `apiParser` reads the library's types with TypeScript, which is not installed: add `typescript` (5 or 6) to the site's devDependencies.",
    );
  });

  it('passes when TypeScript is installed', () => {
    expect(() => checkCompiler()).not.toThrow();
  });
});

describe('ApiTables.lookup', () => {
  it('is disabled without an entry', () => {
    expect(new ApiTables(undefined).lookup('Badge')).toEqual({ status: 'disabled' });
  });

  it('says the tables are resolving until they are read, then finds them', async () => {
    const root = writeSite('api-lookup', {
      'package.json': JSON.stringify({ name: 'acme-lookup', type: 'module' }),
      'src/index.ts': "export { Badge, type BadgeProps } from './Badge';\n",
      'src/Badge.tsx': [
        'export interface BadgeProps {',
        '  /** Text inside. */',
        '  text: string;',
        '}',
        'export function Badge(props: BadgeProps) {',
        '  return null;',
        '}',
        '',
      ].join('\n'),
    });
    let updates = 0;
    const tables = new ApiTables(path.join(root, 'src/index.ts'), () => (updates += 1));
    try {
      expect(tables.lookup('Badge')).toEqual({ status: 'resolving' });
      await tables.ready();
      expect(updates).toBe(1);
      expect(tables.lookup('Badge')).toMatchObject({
        status: 'ok',
        table: { props: [{ name: 'text' }] },
      });
      expect(tables.lookup('Nope')).toEqual({ status: 'missing' });
    } finally {
      await tables.close();
    }
  });
});
