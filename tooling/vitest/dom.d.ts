import type { UserConfig } from 'vitest/config';

export function domConfig(overrides?: NonNullable<UserConfig['test']>): UserConfig;
