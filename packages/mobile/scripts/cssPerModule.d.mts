import type { Plugin } from 'esbuild';

export function cssPerModulePlugin(options?: { outDir?: string }): Plugin;
export function linkCssImports(outDir: string): Promise<void>;
