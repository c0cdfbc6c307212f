import { libraryPreset } from '@tessera/tsup-config';
import { defineConfig } from 'tsup';
import { cssPerModulePlugin, linkCssImports } from './scripts/cssPerModule.mjs';

export default defineConfig({
  ...libraryPreset({
    entry: ['src/index.ts', 'src/*/index.ts'],
    // `styles: true` would bundle one stylesheet per entry, and the root entry's sheet holds
    // every component. The plugin below gives each style module its own file instead.
    styles: false,
    esbuildPlugins: [cssPerModulePlugin()],
    external: ['react', 'react-dom', /^react\//, /^react-dom\//],
  }),
  onSuccess: () => linkCssImports('dist'),
});
