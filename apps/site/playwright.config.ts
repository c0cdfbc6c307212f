import { playwrightPreset } from '@tessera/playwright-config';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);

// The built, prerendered site, served by the framework's own server with its CSP header.
export default defineConfig(
  playwrightPreset({ command: `tessera-docs serve --port ${port}`, port }),
);
