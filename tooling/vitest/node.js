/**
 * Preset for Node-only packages.
 * @example export default nodeConfig();
 */
export function nodeConfig(overrides = {}) {
  return {
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      restoreMocks: true,
      testTimeout: 20_000,
      ...overrides,
    },
  };
}
