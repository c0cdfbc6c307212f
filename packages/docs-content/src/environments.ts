import type { EnvironmentOptions } from 'vite';
import { VIRTUAL } from './virtualModules';

/** Where the server build goes: beside the site, never inside what gets deployed. */
const SERVER_OUT_DIR = '.tessera/server';
/**
 * The server entry, relative to the site root. `.mjs`, so Node loads it as a module whatever
 * the site's package.json says.
 */
export const SERVER_ENTRY = `${SERVER_OUT_DIR}/entry-server.mjs`;

/** The browser and server builds of a docs site. */
export function buildEnvironments(): Record<'client' | 'ssr', EnvironmentOptions> {
  return {
    client: {
      build: {
        outDir: 'dist',
        manifest: true,
        emptyOutDir: true,
        // CSS is split by chunk, so that a page gets the CSS of its own demos only: the
        // stylesheets plugin joins each page's into the one stylesheet its document links.
        cssCodeSplit: true,
        // The build prints its own timed summary.
        rolldownOptions: { input: VIRTUAL.entryClient, checks: { bundlerTimings: false } },
      },
    },
    ssr: {
      build: {
        outDir: SERVER_OUT_DIR,
        emptyOutDir: true,
        ssr: true,
        rolldownOptions: {
          input: { 'entry-server': VIRTUAL.entryServer },
          output: {
            entryFileNames: '[name].mjs',
            chunkFileNames: 'assets/[name]-[hash].mjs',
          },
          checks: { bundlerTimings: false },
        },
      },
    },
  };
}
