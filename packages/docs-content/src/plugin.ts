import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import type { DocsConfig } from './config';
import { contentPlugin } from './contentPlugin';
import { ContentState } from './contentState';
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
    // like this one, or a site documenting its own components), and the plugin only touches
    // `.css.ts` files, so a site without them pays nothing for it.
    vanillaExtractPlugin(),
    contentPlugin(state),
    stylesheetsPlugin(
      () => state.site,
      (result) => (state.builtStylesheets = result),
    ),
  ];
}
