import { existsSync } from 'node:fs';

/**
 * Debian's Chromium unless CHROMIUM_PATH names another binary; with neither, Playwright
 * falls back to its own browser for people who installed one.
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Flags for Chromium on a machine with no outside network and no GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Playwright preset: a desktop (1280 px) and a phone (375 px) project against a server the
 * caller starts on 127.0.0.1.
 * @example export default defineConfig(playwrightPreset({ command: 'tessera-docs serve --port 4300', port: 4300 }));
 */
export function playwrightPreset({ command, port, testDir = './e2e', ...rest }) {
  const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };
  return {
    testDir,
    fullyParallel: true,
    workers: 2,
    forbidOnly: !!process.env.CI,
    retries: 0,
    reporter: process.env.CI ? [['list']] : [['list']],
    timeout: 30_000,
    expect: { timeout: 10_000 },
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      browserName: 'chromium',
      launchOptions,
      trace: 'off',
    },
    projects: [
      { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
      {
        name: 'mobile',
        use: {
          viewport: { width: 375, height: 740 },
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 2,
        },
      },
    ],
    webServer: {
      command,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...rest,
  };
}
