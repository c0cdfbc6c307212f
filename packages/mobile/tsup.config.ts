import { existsSync, readdirSync } from 'node:fs';
import { libraryPreset } from '@tessera/tsup-config';
import { defineConfig } from 'tsup';
import { cssPerModulePlugin, linkCssImports } from './scripts/cssPerModule.mjs';
import { writeDeclarations } from './scripts/declarations.mjs';

/**
 * The root entry and each component's, in a fixed order: the bundler orders its shared chunks
 * and their imports by the order of the entries, and a glob lists them in whatever order the
 * file system answers, so two builds of the same sources would differ.
 */
const entries = [
  'src/index.ts',
  ...readdirSync('src')
    .filter((folder) => existsSync(`src/${folder}/index.ts`))
    .sort()
    .map((folder) => `src/${folder}/index.ts`),
];

export default defineConfig({
  ...libraryPreset({
    entry: entries,
    // `styles: true` would bundle one stylesheet per entry, and the root entry's sheet holds
    // every component. The plugin below gives each style module its own file instead.
    styles: false,
    // Declarations are written file by file after the bundle (scripts/declarations.mjs).
    dts: false,
    esbuildPlugins: [cssPerModulePlugin()],
    external: ['react', 'react-dom', /^react\//, /^react-dom\//],
  }),
  onSuccess: async () => {
    await linkCssImports('dist');
    writeDeclarations();
  },
});
