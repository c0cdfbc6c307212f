import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { compile, cssFileFilter, processVanillaFile } from '@vanilla-extract/integration';
import { shortClassNames } from './classNames.mjs';

/**
 * Why not one CSS file per entry (the default of the vanilla-extract esbuild plugin)?
 * The root entry would then carry every component's CSS, so `import { Button } from
 * '@tessera/mobile'` would cost the whole stylesheet. Instead each `.css.ts` module becomes
 * one small CSS file under `dist/styles/`, and the JS chunk that holds the module imports it.
 * Bundlers then keep exactly the CSS of the components they keep, whichever entry was used.
 */
const PLACEHOLDER = '__tm_css__/';
const CLIENT = "'use client';";

export function cssPerModulePlugin({ outDir = 'dist' } = {}) {
  const sheets = new Map();
  return {
    name: 'tessera-css-per-module',
    setup(build) {
      const cwd = build.initialOptions.absWorkingDir ?? process.cwd();
      const identOption = shortClassNames(cwd);
      build.onResolve({ filter: /^__tm_css__\// }, (args) => ({ path: args.path, external: true }));
      build.onLoad({ filter: cssFileFilter }, async ({ path }) => {
        const { source, watchFiles } = await compile({ filePath: path, cwd, identOption });
        const contents = await processVanillaFile({
          source,
          filePath: path,
          identOption,
          serializeVirtualCssPath: ({ fileScope, source: css }) => {
            const name = fileScope.filePath.replace(/^src\//, '').replace(/\.css\.ts$/, '.css');
            sheets.set(name, css);
            return `import "${PLACEHOLDER}${name}";`;
          },
        });
        return { contents, loader: 'js', watchFiles };
      });
      build.onEnd(async () => {
        for (const [name, css] of sheets) {
          const file = join(cwd, outDir, 'styles', name);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, css);
        }
      });
    },
  };
}

/**
 * Rewrites the placeholder imports left in the JS into paths relative to each output file, and
 * marks every module as client code for React Server Components (the components use hooks and
 * events; bundling strips directives from the sources, so the mark is added to the output).
 * The directive goes on the first line without a line break, so source maps stay aligned.
 */
export async function linkCssImports(outDir) {
  const stylesDir = join(outDir, 'styles');
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = join(entry.parentPath, entry.name);
    let code = await readFile(file, 'utf8');
    if (code.includes(PLACEHOLDER)) {
      let prefix = relative(entry.parentPath, stylesDir);
      if (!prefix.startsWith('.')) prefix = `./${prefix}`;
      code = code.replaceAll(PLACEHOLDER, `${prefix}/`);
    }
    if (!code.startsWith(CLIENT)) code = CLIENT + code;
    await writeFile(file, code);
  }
}
