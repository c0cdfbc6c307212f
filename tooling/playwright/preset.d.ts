import type { PlaywrightTestConfig } from '@playwright/test';

export function chromiumPath(): string | undefined;
export const chromiumArgs: string[];
export function playwrightPreset(
  options: { command: string; port: number; testDir?: string } & PlaywrightTestConfig,
): PlaywrightTestConfig;
