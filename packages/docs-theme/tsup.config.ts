import { readFile, writeFile } from 'node:fs/promises';
import { libraryPreset } from '@tessera/tsup-config';
import { defineConfig } from 'tsup';

/**
 * The browser entry imports its compiled stylesheet, so a site built from the published package
 * gets the theme's styles through the bundler, as it does from the source in this repository.
 * The server entry does not: Node would have to load the CSS file.
 */
async function importStylesFromClient() {
  const file = 'dist/client.js';
  const code = await readFile(file, 'utf8');
  if (!code.startsWith("import './client.css';"))
    await writeFile(file, `import './client.css';\n${code}`);
}

export default defineConfig({
  ...libraryPreset({
    entry: {
      index: 'src/index.ts',
      client: 'src/client.ts',
      server: 'src/server.ts',
      types: 'src/types.ts',
      internal: 'src/internal.ts',
      'runtime/loader-client': 'src/runtime/loaderClient.ts',
      'runtime/run-loader': 'src/runtime/runLoader.ts',
      'runtime/loader-elements': 'src/runtime/loaderElements.tsx',
      'runtime/live-content': 'src/runtime/liveContent.ts',
    },
    styles: true,
    external: ['react', 'react-dom', 'react-router', 'react-router-dom', /^@tessera\//],
  }),
  onSuccess: importStylesFromClient,
});
