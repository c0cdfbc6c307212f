import { describe, expect, it } from 'vitest';
import { explainMissingCompiler } from './tables';

describe('explainMissingCompiler', () => {
  it('tells a site without TypeScript what to install', () => {
    const lookup = new Error(
      "Cannot find package 'typescript' imported from /site/node_modules/@tessera/docs-content/dist/api-worker.js",
    );
    expect((explainMissingCompiler(lookup) as Error).message).toBe(
      "docs.config: `apiParser` reads the library's types with TypeScript, which is not installed: add `typescript` (5 or 6) to the site's devDependencies.",
    );
  });

  it('leaves every other error as it was', () => {
    const other = new Error("Cannot find package 'react' imported from /site/src/index.ts");
    expect(explainMissingCompiler(other)).toBe(other);
  });
});
