/* global window -- the style check runs inside the page */
/**
 * A newcomer's app: a fresh Vite + React project outside the workspace that installs the packed
 * `@tessera/mobile` and copies three demos of the site, as they are written, from three groups
 * (Data entry, Feedback, Data display). The app is built with `vite build`, served, and opened in
 * Chromium, where each demo must be styled by the library and answer an interaction, with no
 * error in the console. What a reader copies from a demo page must work without anything the
 * site adds around it.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@tessera/playwright-config';
import { repoRoot } from './dist.mjs';
import { serveStatic } from './staticServer.mjs';

const demosDir = path.join(repoRoot, 'apps/site/docs/components/demos');

/** The demos, each with what a reader does to it and what must follow. */
const DEMOS = [
  {
    file: 'form/sign-up.tsx',
    name: 'SignUp',
    async check(section, page) {
      await section.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Username is required').waitFor({ timeout: 15_000 });
    },
  },
  {
    file: 'toast/icons-and-position.tsx',
    name: 'IconsAndPosition',
    async check(section, page) {
      await section.getByRole('button', { name: 'Success' }).click();
      await page.getByText('Copied').waitFor({ timeout: 15_000 });
    },
  },
  {
    file: 'swiper/controls.tsx',
    name: 'Controls',
    async check(section) {
      await section.getByText('Showing Morning').waitFor();
      await section.getByRole('button', { name: 'Next' }).click();
      await section.getByText('Showing Evening').waitFor({ timeout: 15_000 });
      // The track moved: the second slide now sits where the first one was.
      const { x } = await section.boundingBox();
      const evening = section.getByRole('img', { name: 'Evening' });
      await expect
        .poll(async () => (await evening.boundingBox())?.x, { timeout: 15_000 })
        .toBeCloseTo(x, 0);
    },
  },
];

/** The version of a package the workspace installed for `from` (a folder under the repo). */
function workspaceVersion(name, from) {
  const manifest = path.join(repoRoot, from, 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

const mainTsx = () => `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
${DEMOS.map(({ file, name }) => `import ${name} from './demos/${file.replace(/\.tsx$/, '')}';`).join('\n')}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
${DEMOS.map(({ file, name }) => `    <section aria-label="${file}">\n      <${name} />\n    </section>`).join('\n')}
  </StrictMode>,
);
`;

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title>Demo app</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

/**
 * Creates the app in `dir`, installs `tarball` (the packed `@tessera/mobile`) with npm, builds
 * it and checks it in Chromium on `port`. Throws on the first failure; the caller removes `dir`.
 */
export async function checkDemoApp({ dir, tarball, port }) {
  const run = (command, args) =>
    execFileSync(command, args, {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  const dependencies = {
    '@tessera/mobile': `file:${tarball}`,
    react: workspaceVersion('react', 'apps/site'),
    'react-dom': workspaceVersion('react-dom', 'apps/site'),
  };
  const devDependencies = {
    vite: workspaceVersion('vite', 'apps/site'),
    '@vitejs/plugin-react': workspaceVersion('@vitejs/plugin-react', 'packages/docs-content'),
  };
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify(
      { name: 'demo-app', private: true, type: 'module', dependencies, devDependencies },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(dir, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()] });\n",
  );
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  for (const { file } of DEMOS) {
    mkdirSync(path.join(dir, 'src/demos', path.dirname(file)), { recursive: true });
    copyFileSync(path.join(demosDir, file), path.join(dir, 'src/demos', file));
  }
  writeFileSync(path.join(dir, 'src/main.tsx'), mainTsx());

  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  run(path.join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error']);

  const server = await serveStatic(path.join(dir, 'dist'), port);
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error')
        errors.push(`${message.text()} (${message.location().url || 'the page'})`);
    });
    await page.goto(server.origin);
    for (const demo of DEMOS) {
      const section = page.getByRole('region', { name: demo.file });
      // The library's CSS reached the page: its buttons are laid out by it, not by the browser.
      const display = await section
        .getByRole('button')
        .first()
        .evaluate((button) => window.getComputedStyle(button).display);
      if (display !== 'inline-flex' && display !== 'flex')
        throw new Error(`${demo.file}: its buttons are not styled by the library (${display})`);
      try {
        await demo.check(section, page);
      } catch (error) {
        throw new Error(`${demo.file} did not respond: ${error.message.split('\n')[0]}`);
      }
    }
    if (errors.length) throw new Error(`the console shows errors: ${errors.join('; ')}`);
  } finally {
    await browser?.close();
    server.stop();
  }
  return DEMOS.map(({ file }) => file);
}
