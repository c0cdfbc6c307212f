import globals from 'globals';
import base from './base.js';

/** Node-only packages and scripts: command lines talk to people through the console. */
export default [
  ...base,
  {
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
];
