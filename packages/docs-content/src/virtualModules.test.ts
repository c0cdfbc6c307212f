import { describe, expect, it } from 'vitest';
import type { DemoRef } from './demos';
import { demoSourceModule, type HighlightedSources } from './virtualModules';

const demo = (code: string): DemoRef => ({
  id: 'button-demo-basic',
  file: '/site/docs/demos/basic.tsx',
  page: 'docs/Button.md',
  keywords: [],
  code,
});

describe('demoSourceModule', () => {
  it('highlights a source once, and keeps one entry per demo as its source changes', async () => {
    const cache: HighlightedSources = new Map();
    const first = demoSourceModule(demo('export default 1;\n'), cache);
    expect(demoSourceModule(demo('export default 1;\n'), cache)).toBe(first);
    expect(await first).toContain('"filename":"basic.tsx"');
    const edited = demoSourceModule(demo('export default 2;\n'), cache);
    expect(edited).not.toBe(first);
    expect(await edited).toContain('export default 2;');
    expect(cache.size).toBe(1);
  });

  it('gives the server the source without highlighting, and caches nothing', async () => {
    const module = await demoSourceModule(demo('export default 1;\n'));
    expect(JSON.parse(module.replace(/^export default |;\n$/g, ''))).toEqual({
      filename: 'basic.tsx',
      code: 'export default 1;\n',
      lines: [],
    });
  });
});
