import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';
import type { DocsConfig } from './config';
import { contentPlugin } from './contentPlugin';
import { ContentState } from './contentState';
import { routerTreeShakingPlugin } from './routerTreeShaking';
import { stylesheetsPlugin } from './stylesheets';

export { SERVER_ENTRY } from './environments';

/**
 * The docs plugin: React, vanilla-extract and the content pipeline that turns the docs folder
 * into routes, page modules and demos.
 * @example export default { plugins: [docs({ title: 'My library' })] };
 */
export function docs(userConfig: DocsConfig): PluginOption[] {
  const state = new ContentState(userConfig);
  return [
    react(),
    // Every site gets it: a demo may import a library's vanilla-extract source (a workspace
    // like this one, or a site documenting its own components).
    ...onDemandVanillaExtract(),
    contentPlugin(state),
    routerTreeShakingPlugin(),
    stylesheetsPlugin(
      () => state.site,
      (result) => (state.builtStylesheets = result),
    ),
  ];
}

/**
 * vanilla-extract with its compiler (a Vite server of its own) started by the first `.css.ts`
 * file a build meets rather than when the build starts, so that a site without such files (one
 * reading its library from the published package) pays nothing for it. The plugin's `transform`
 * and `load` start the compiler themselves when it is not running yet.
 */
function onDemandVanillaExtract(): Plugin[] {
  return vanillaExtractPlugin().map(({ buildStart: _eager, ...plugin }) => plugin);
}
