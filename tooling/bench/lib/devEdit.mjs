/* global window, document, MutationObserver -- parts of this file run inside the page */
/**
 * "Page edit in dev → browser": the dev server (`tessera-docs dev`) runs on a copy of the docs
 * app, a page is open in Chromium, and a paragraph is appended to that page's markdown; the time
 * runs from the file write to the browser showing the paragraph. The copy lives in
 * bench-results/ (ignored by git, not inside node_modules, which the dev server never watches),
 * so a run that is stopped half way leaves the real docs untouched.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUTTON_ROUTE } from './budgets.mjs';
import { repoRoot, siteDir } from './dist.mjs';
import { startServer } from './measure.mjs';

const PAGE_FILE = 'docs/components/Button.md';
const SITE_FILES = ['docs', 'theme', 'public', 'docs.config.ts', 'package.json', 'tsconfig.json'];

/** A copy of the docs app whose packages resolve through the app's own node_modules. */
function copySite() {
  const copy = path.join(repoRoot, 'bench-results/dev-site');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const name of SITE_FILES) {
    cpSync(path.join(siteDir, name), path.join(copy, name), { recursive: true });
  }
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Resolves with null after `ms`, without keeping the process alive. */
const giveUp = (ms) => new Promise((resolve) => setTimeout(resolve, ms, null).unref());

/**
 * Milliseconds from each write of the Button page's markdown to the browser showing the new
 * text, `rounds` times after one untimed warm-up edit.
 */
export async function measureDevEdit(browser, port, rounds = 10) {
  const site = copySite();
  const server = await startServer(port, site, 'dev');
  const page = await browser.newPage();
  try {
    await page.goto(`${server.origin}${BUTTON_ROUTE}`);
    await page.getByRole('heading', { level: 1, name: 'Button' }).waitFor({ timeout: 120_000 });
    const file = path.join(site, PAGE_FILE);
    const original = readFileSync(file, 'utf8');
    const times = [];
    for (let round = 0; round <= rounds; round += 1) {
      const marker = `Edited in round ${round} at ${Date.now()}.`;
      // Checked on every change of the page; resolves with the browser's clock when it shows.
      await page.evaluate((text) => {
        window.__devEdit = new Promise((resolve) => {
          setTimeout(() => resolve(null), 30_000);
          new MutationObserver((_, observer) => {
            if (!document.body.textContent.includes(text)) return;
            observer.disconnect();
            resolve(Date.now());
          }).observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      }, marker);
      const written = Date.now();
      writeFileSync(file, `${original}\n${marker}\n`);
      // The page's own timer cannot fire if the page stops running (a reload, a hung tab).
      const at = await Promise.race([page.evaluate(() => window.__devEdit), giveUp(35_000)]);
      if (at === null) throw new Error(`An edit of ${PAGE_FILE} did not show within 30 s.`);
      if (round > 0) times.push(at - written);
    }
    return times;
  } finally {
    await page.close();
    server.stop();
    rmSync(site, { recursive: true, force: true });
  }
}
