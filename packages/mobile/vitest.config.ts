import { domConfig } from '@tessera/vitest-config/dom';
import { defineConfig } from 'vitest/config';

const base = domConfig({ globals: true });
const sharedSetup = base.test?.setupFiles ?? [];

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // First, so its afterEach runs last (hooks run in reverse) and also sees what cleanup logs.
    setupFiles: ['./src/test-utils/setup.ts', ...[sharedSetup].flat()],
  },
});
