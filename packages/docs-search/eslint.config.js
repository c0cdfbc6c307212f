import react from '@tessera/eslint-config/react';

// Framework-free, but it runs in browsers and workers: the same environment rules apply.
export default [
  ...react,
  {
    files: ['src/build/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
];
