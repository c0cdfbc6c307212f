import { globalStyle } from '@vanilla-extract/css';

/**
 * Colours of highlighted code. docs-content marks each token with a class
 * `tessera-token-{kind}`; the colours live here so light and dark follow the colour mode.
 */
const tokens = {
  constant: ['#005cc5', '#79b8ff'],
  string: ['#032f62', '#9ecbff'],
  comment: ['#5c6570', '#9aa4ae'],
  keyword: ['#cf222e', '#ff7b72'],
  parameter: ['#953800', '#ffa657'],
  function: ['#6f42c1', '#d2a8ff'],
  'string-expression': ['#116329', '#7ee787'],
  punctuation: ['#1c1e21', '#e6e8eb'],
  link: ['#032f62', '#9ecbff'],
} as const;

const variable = (kind: string) => `--tessera-docs-code-${kind}`;
const entries = Object.entries(tokens);

globalStyle(':root', {
  vars: Object.fromEntries(entries.map(([kind, [light]]) => [variable(kind), light])),
});
globalStyle(':root[data-prefers-color=dark]', {
  vars: Object.fromEntries(entries.map(([kind, [, dark]]) => [variable(kind), dark])),
});
for (const [kind] of entries)
  globalStyle(`.tessera-token-${kind}`, { color: `var(${variable(kind)})` });
