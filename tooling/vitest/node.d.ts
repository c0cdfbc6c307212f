import type { UserConfig } from 'vitest/config';

export function nodeConfig(overrides?: NonNullable<UserConfig['test']>): UserConfig;
