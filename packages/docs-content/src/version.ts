import { createRequire } from 'node:module';

/** The docs framework's version, recorded in the browser as window.__TESSERA_DOCS__.version. */
export const version: string = (
  createRequire(import.meta.url)('../package.json') as { version: string }
).version;
