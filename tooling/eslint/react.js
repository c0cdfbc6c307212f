import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import base from './base.js';

const nodeBuiltins = [
  'fs',
  'path',
  'url',
  'os',
  'child_process',
  'crypto',
  'http',
  'module',
  'process',
  'stream',
  'util',
  'worker_threads',
];

/**
 * Browser React packages. They must never reach for Node built-ins (one environment per
 * package), and never write HTML strings into the DOM: text goes through React.
 */
export default [
  ...base,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrolling code blocks and tab panels must be reachable by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: ['pre'], roles: ['tabpanel', 'region'] },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'Browser packages cannot import Node built-ins.' },
          ],
          paths: nodeBuiltins.map((name) => ({
            name,
            message: 'Browser packages cannot import Node built-ins.',
          })),
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text through React; never inject HTML strings.',
        },
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Never write HTML strings into the DOM.',
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'Never write HTML strings into the DOM.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', '**/*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-restricted-imports': 'off' },
  },
];
