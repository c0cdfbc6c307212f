import { describe, expect, it } from 'vitest';
import { checkCompiler } from './tables';

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
