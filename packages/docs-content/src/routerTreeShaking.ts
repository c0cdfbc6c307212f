import type { Plugin } from 'vite';

/** React Router's browser build: one large module holding every export of the package. */
const routerModule = /[\\/]react-router[\\/]dist[\\/][^?]*\.m?js$/;
/** A React factory call not marked pure: `React.createContext(`, `React2.forwardRef(`… */
const unmarkedFactory =
  /(?<![\w$.]|@__PURE__ \*\/ )\b(React\d*\.(?:createContext|forwardRef|memo))\(/g;
/** A statement naming a component for the developer tools: `Link.displayName = "Link";` */
const displayName = /^[ \t]*[\w$]+\.displayName = "[^"\n]*";[ \t]*$/gm;

/**
 * React Router's module with its factories marked pure and its `displayName` writes emptied, each
 * line kept where it was.
 */
export function shakeableRouter(code: string): string {
  return code.replace(unmarkedFactory, '/* @__PURE__ */ $1(').replace(displayName, '');
}

/**
 * Lets the bundler drop the parts of React Router a site does not use. Its module creates every
 * context and component with unmarked calls and then names each one (`X.displayName = …`); to
 * the bundler both are side effects, so the whole router (its framework mode's forms, fetchers
 * and prefetching included) was kept whatever the site imported. Marked pure and unnamed, what
 * nothing imports is dropped: with what the theme imports, 11.2 KiB brotli become 8.2. The names
 * only label contexts and components in React's developer tools; the dev server keeps them.
 */
export function routerTreeShakingPlugin(): Plugin {
  return {
    name: 'tessera-docs:router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: routerModule },
      // Every line stays where it was, so a source map stays right to the line.
      handler: (code) => ({ code: shakeableRouter(code), map: null }),
    },
  };
}
