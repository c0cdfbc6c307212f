import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfigFromFile, type ConfigEnv } from 'vite';
import type { DocsConfig } from './config';

const candidates = ['docs.config.ts', 'docs.config.mts', 'docs.config.js', 'docs.config.mjs'];

/** Loads the site's `docs.config.*` from its root. */
export async function loadDocsConfig(root: string, env: ConfigEnv): Promise<DocsConfig> {
  const file = candidates
    .map((name) => path.join(root, name))
    .find((candidate) => existsSync(candidate));
  if (!file)
    throw new Error(
      `No docs config found in ${root}: create docs.config.ts that exports the site's title and options.`,
    );
  const loaded = await loadConfigFromFile(env, file, root, 'silent');
  if (!loaded) throw new Error(`${file} could not be loaded.`);
  return loaded.config as unknown as DocsConfig;
}
