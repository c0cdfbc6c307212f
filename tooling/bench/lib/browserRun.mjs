/**
 * The part of `pnpm bench` that needs a browser: the site and the corpus served, their pages
 * loaded and run through Lighthouse, search typed, the peers compared on request, and a page
 * edited in dev. The servers and the browser are stopped whatever happens.
 */
import { chromium } from '@playwright/test';
import { chromiumPath } from '@tessera/playwright-config';
import { BUTTON_ROUTE, HOME_ROUTE, budgets, kib } from './budgets.mjs';
import { largestFirstLoadJs, longestRoute, scriptBytes } from './dist.mjs';
import { measureDevEdit } from './devEdit.mjs';
import {
  chromiumFlags,
  DESKTOP,
  firstLoadTransfer,
  lighthouseMedian,
  loadedScripts,
  PHONE,
  startServer,
} from './measure.mjs';
import { compareOnCorpus } from './peerCompare.mjs';
import { QUERIES, measureSearch } from './search.mjs';

/**
 * The largest first-load JS of the build's pages as the browser loads them: a page's demos
 * load their code when they come near the screen, so a page may load less than its bound,
 * which counts every demo. Pages within the budget by their bound need no browser.
 */
async function loadedJs(browser, origin, bound) {
  if (bound.over.length === 0) return { route: bound.route, js: bound.js };
  let largest = { js: 0 };
  for (const { route } of bound.over) {
    for (const [name, viewport] of [
      ['375 px', PHONE],
      ['1280 px', DESKTOP],
    ]) {
      const js = scriptBytes(await loadedScripts(browser, `${origin}${route}`, viewport));
      if (js > largest.js) largest = { route, js, viewport: name };
    }
  }
  return largest;
}

/** First load and Lighthouse of the home page, the Button page and the longest page. */
async function measurePages(browser, origin, { runs, step }) {
  const pages = {};
  const routes = {
    home: HOME_ROUTE,
    button: BUTTON_ROUTE,
    longest: longestRoute([HOME_ROUTE, BUTTON_ROUTE]),
  };
  for (const [name, route] of Object.entries(routes)) {
    step(`${name} page ${route}: first load, then Lighthouse mobile (${runs} runs)`);
    const url = `${origin}${route}`;
    pages[name] = {
      route,
      ...(await firstLoadTransfer(browser, url)),
      lighthouse: await lighthouseMedian(url, runs),
    };
  }
  return pages;
}

/**
 * Everything measured in the browser, for the site (served on `port`) and for the corpus
 * (`corpus`, built in `corpusBuild`); with `peers`, the peers beside it.
 */
export async function measureInBrowser({ port, runs, corpus, corpusBuild, peers, step }) {
  const server = await startServer(port);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumFlags.filter((flag) => flag !== '--headless'),
  });
  const largestJs = largestFirstLoadJs(budgets.pageJs.max);
  const measured = { largestJs };
  let corpusServer;
  try {
    measured.pages = await measurePages(browser, server.origin, { runs, step });

    step(
      `Pages whose scripts exceed ${kib(budgets.pageJs.max)} KiB with every live demo counted (${largestJs.over.length}): what they load, at 375 and 1280 px`,
    );
    measured.firstScreen = await loadedJs(browser, server.origin, largestJs);

    step(`Search: ${QUERIES.length} queries`);
    measured.search = await measureSearch(browser, server.origin, QUERIES, { again: true });

    step('The corpus: its Button page, then search');
    corpusServer = await startServer(port + 1, corpus.site);
    const buttonUrl = `${corpusServer.origin}${corpus.button}`;
    const corpusPage = {
      ...(await firstLoadTransfer(browser, buttonUrl)),
      lighthouse: await lighthouseMedian(buttonUrl, runs),
    };
    measured.corpusPage = corpusPage;
    // The corpus has five queries; a median of five is mostly the display's frame phase, so the
    // list is timed on four new pages (the client keeps a page's answers: one pass a page).
    measured.corpusSearch = { times: [] };
    for (let page = 0; page < 4; page += 1) {
      const result = await measureSearch(browser, corpusServer.origin, corpus.queries);
      // A page that cannot be timed says why; the others would not either.
      if (!result.times) {
        measured.corpusSearch = result;
        break;
      }
      measured.corpusSearch.times.push(...result.times);
    }
    if (peers) {
      const ours = { build: corpusBuild, page: corpusPage, origin: corpusServer.origin };
      measured.compared = await compareOnCorpus(browser, {
        corpus,
        measured: ours,
        runs,
        port: port + 3,
      });
    }

    step('A page edit in dev, 10 times: from the file written to the browser showing it');
    measured.devEdits = await measureDevEdit(browser, port + 2);
  } finally {
    await browser.close();
    server.stop();
    corpusServer?.stop();
  }
  return measured;
}
