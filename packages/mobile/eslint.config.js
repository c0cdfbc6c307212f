import react from '@tessera/eslint-config/react';

export default [
  ...react,
  {
    // Build and size scripts run in Node and report to the terminal.
    files: ['scripts/**', '*.config.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: { 'no-console': 'off', 'no-restricted-imports': 'off' },
  },
];
