import globals from 'globals';
import base from './base.js';

/** Node-only packages and scripts. */
export default [
  ...base,
  {
    languageOptions: { globals: globals.node },
  },
];
