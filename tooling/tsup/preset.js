import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/**
 * Library preset: ESM, declarations, source maps, dependencies and peers external, and
 * vanilla-extract styles extracted into CSS files that follow their entries.
 * @example export default defineConfig(libraryPreset({ entry: ['src/index.ts'] }));
 */
export function libraryPreset({ entry, dts = true, styles = false, ...rest }) {
  return {
    entry,
    format: ['esm'],
    target: 'es2022',
    // tsup passes baseUrl to the declaration build, which TypeScript 6 deprecates.
    dts: dts && { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    esbuildPlugins: styles ? [vanillaExtractPlugin({ identifiers: 'short' })] : [],
    ...rest,
  };
}
