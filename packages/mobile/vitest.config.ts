import { domConfig } from '@tessera/vitest-config/dom';
import { defineConfig } from 'vitest/config';

export default defineConfig(domConfig({ globals: true }));
