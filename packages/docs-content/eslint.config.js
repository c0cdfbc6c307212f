import node from '@tessera/eslint-config/node';

export default [
  ...node,
  // The benchmark's corpus generator, kept as written there so both build the same pages.
  { ignores: ['test/dumi/make-corpus.mjs'] },
];
