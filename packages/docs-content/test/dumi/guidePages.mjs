// The four guide pages: quick start, style system, theme and changelog.
import { CSS_VARS } from './apiTables.mjs';
import { GROUPS } from './componentPages.mjs';
import { paragraph } from './prose.mjs';
import { pick, rng, sample } from './random.mjs';

const guidePage = (file, title, order, blocks, description) => ({
  slug: file === 'index' ? 'guide' : `guide/${file}`,
  file,
  title,
  description,
  group: 'Guide',
  groupOrder: 0,
  order,
  blocks,
});

/** Twelve releases, each naming four components' changes. */
function changelogBlocks(r) {
  const changelog = [];
  for (let i = 0; i < 12; i++) {
    const v = `5.${12 - i}.${i % 3}`;
    changelog.push(
      { h: 3, text: `v${v}` },
      {
        list: sample(
          r,
          GROUPS.flatMap((g) => g[1]),
          4,
        ).map(
          (c) =>
            `${c}: ${pick(r, ['fix a layout shift when the content changes', 'support the new size prop', 'improve screen reader labels', 'reduce bundle size by sharing the animation helper', 'fix a crash during server-side rendering', 'respect the reduced motion preference'])}.`,
        ),
      },
    );
  }
  return changelog;
}

/** The quick start: installing, a first component, browser support. */
function quickStart(para) {
  return guidePage(
    'index',
    'Quick start',
    1,
    [
      {
        p:
          'This guide shows how to install the library, render the first component and ship it to production. ' +
          para(4),
      },
      { h: 2, text: 'Installation' },
      { p: para(3) },
      { code: 'npm install --save mobile-ui' },
      { h: 2, text: 'First component' },
      { p: para(4) },
      {
        code: "import { Button } from 'mobile-ui';\n\nexport default () => <Button color='primary'>Hello</Button>;",
      },
      { h: 2, text: 'Browser support' },
      { p: para(4) },
      { h: 2, text: 'Next steps' },
      { p: para(3) },
    ],
    'Install the library and render your first component.',
  );
}

/** The style system: design tokens, spacing and typography. */
function styleSystem(para) {
  return guidePage(
    'style',
    'Style system',
    2,
    [
      {
        p:
          'The style system is built on CSS variables so that every product can adjust it without a build step. ' +
          para(4),
      },
      { h: 2, text: 'Design tokens' },
      { p: para(4) },
      {
        table:
          '| Token | Value |\n| --- | --- |\n' +
          CSS_VARS.map(
            (v, i) =>
              `| \`${v}\` | ${['#1677ff', '#333333', '#ffffff', '17px', '#eeeeee', '8px'][i]} |`,
          ).join('\n'),
      },
      { h: 2, text: 'Spacing' },
      { p: para(4) },
      { h: 2, text: 'Typography' },
      { p: para(4) },
    ],
    'Design tokens, spacing and typography.',
  );
}

/** Theming: the global theme, dark mode and local themes. */
function theme(para) {
  return guidePage(
    'theme',
    'Theme',
    3,
    [
      {
        p:
          'Themes change colors, radii and fonts of every component at once, including dark mode. ' +
          para(4),
      },
      { h: 2, text: 'Global theme' },
      { p: para(4) },
      { code: ':root:root {\n  --adm-color-primary: #a062d4;\n}' },
      { h: 2, text: 'Dark mode' },
      { p: para(4) },
      { h: 2, text: 'Local theme' },
      { p: para(3) },
    ],
    'Customise colors, radii and dark mode.',
  );
}

/** The changelog, its releases drawn before the other guide pages. */
function changelogPage(para, changelog) {
  return guidePage(
    'log',
    'Changelog',
    4,
    [
      {
        p:
          'Every release of the library is listed here with the most important changes first. ' +
          para(2),
      },
      ...changelog,
    ],
    'Release history.',
  );
}

export function guidePages() {
  const r = rng('guide');
  const para = (n) => paragraph(r, 'the library', n);
  const changelog = changelogBlocks(r);
  return [quickStart(para), styleSystem(para), theme(para), changelogPage(para, changelog)];
}
