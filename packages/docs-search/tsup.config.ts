import { readFile } from 'node:fs/promises';
import { libraryPreset } from '@tessera/tsup-config';
import { defineConfig, type Options } from 'tsup';

/**
 * In the repo the client starts `../worker/index.ts` and the site's Vite bundles it; published,
 * the same `new URL(…, import.meta.url)` must name the built file beside it in dist.
 */
const workerUrlInDist: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'worker-url-in-dist',
  setup(build) {
    build.onLoad({ filter: /[\\/]client[\\/]index\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replace(
        "'../worker/index.ts'",
        "'../worker/index.js'",
      ),
      loader: 'ts',
    }));
  },
};

export default defineConfig(
  libraryPreset({
    entry: {
      'build/index': 'src/build/index.ts',
      'client/index': 'src/client/index.ts',
      'worker/index': 'src/worker/index.ts',
      types: 'src/types.ts',
    },
    esbuildPlugins: [workerUrlInDist],
  }),
);
