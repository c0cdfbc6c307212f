import { nodeConfig } from '@tessera/vitest-config/node';
import { defineConfig } from 'vitest/config';

export default defineConfig(nodeConfig());
