import { libraryPreset } from '@tessera/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  libraryPreset({
    entry: { index: 'src/index.ts', cli: 'src/cli.ts', 'api-worker': 'src/api/worker.ts' },
    platform: 'node',
    // The head script is bundled in: Node cannot load the theme's TypeScript source.
    noExternal: ['@tessera/docs-theme'],
  }),
);
