import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * Preset for browser packages: jsdom, Testing Library matchers, vanilla-extract styles.
 * @example export default domConfig();
 */
export function domConfig(overrides = {}) {
  return {
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      environment: 'jsdom',
      setupFiles: [fileURLToPath(new URL('./setup-dom.js', import.meta.url))],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Worker threads rather than child processes: the library's 92 test files ran in 131 s
      // instead of 150 on two cores, and none of these tests needs a process of its own.
      pool: 'threads',
      // jsdom and user-event are slow on a busy two-core machine; a timeout there is noise.
      testTimeout: 20_000,
      ...overrides,
    },
  };
}
