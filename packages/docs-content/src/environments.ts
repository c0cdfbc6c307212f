import type { EnvironmentOptions, UserConfig } from 'vite';
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
        // The public folder is deployed with the browser bundle; the server needs none of it.
        copyPublicDir: false,
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

/** The Vite config the content plugin sets, around the site's own. */
export function contentViteConfig(base: string): UserConfig {
  return {
    // Assets, chunks and the worker are fetched from under the site's base path.
    base,
    appType: 'custom',
    resolve: { dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'] },
    // The search worker must reach Vite as its own module, not inside a pre-bundle.
    optimizeDeps: {
      exclude: ['@tessera/docs-search'],
      include: ['react', 'react-dom', 'react-dom/client', 'react-router-dom'],
    },
    ssr: {
      noExternal: true,
      external: ['react', 'react-dom', 'react-router', 'react-router-dom'],
    },
    builder: { sharedPlugins: true },
    environments: buildEnvironments(),
  };
}
