import { nodeConfig } from '@tessera/vitest-config/node';
import { defineConfig } from 'vitest/config';

// The suites build whole sites, which takes a minute or more on two busy cores.
export default defineConfig(nodeConfig({ testTimeout: 180_000 }));
