import { createRequire } from 'node:module';
import type * as TS from 'typescript';

/**
 * TypeScript, loaded as the CommonJS module it is. Imported as ESM, Node first scans its 9 MB
 * source for module syntax and named exports: about half a second of CPU in every build.
 */
export const ts = createRequire(import.meta.url)('typescript') as typeof TS;
