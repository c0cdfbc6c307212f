import react from '@tessera/eslint-config/react';

export default [
  ...react,
  {
    // Demos are copied by readers; they may log to the console to show what happened.
    files: ['docs/**/*.tsx'],
    rules: { 'no-console': 'off' },
  },
];
