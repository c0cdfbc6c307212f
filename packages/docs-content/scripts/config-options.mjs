// Writes the README's table of config options from the config schema (`pnpm docs:config`);
// a unit test fails while the README and the schema disagree.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { runnerImport } from 'vite';

const readmeFile = fileURLToPath(new URL('../README.md', import.meta.url));
const { module } = await runnerImport(
  fileURLToPath(new URL('../src/configDocs.ts', import.meta.url)),
  {
    configFile: false,
    logLevel: 'silent',
  },
);
const written = module.withConfigOptions(await readFile(readmeFile, 'utf8'));
const options = await prettier.resolveConfig(readmeFile);
await writeFile(readmeFile, await prettier.format(written, { ...options, filepath: readmeFile }));
console.log('README.md: config options written from the schema');
