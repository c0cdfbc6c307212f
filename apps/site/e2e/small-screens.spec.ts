import type { Page } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { started } from './chunks';
import { inGroups, NOT_FOUND, pageRoutes } from './quality-routes';

/*
 * every page on a 320 px wide phone, its text at 100 % and then at 200 %. No page scrolls
 * sideways (code blocks and wide tables scroll inside their own box), and every control of the
 * site is a target of at least 24 by 24 px (WCAG 2.5.8; a link inside running text is exempt,
 * as the criterion says, and larger text only makes targets larger). Demos are the library's
 * own markup, held to its touch targets by their own tests.
 */
test.skip(({ isMobile }) => !isMobile, 'a phone');
test.use({ viewport: { width: 320, height: 640 } });

/**
 * Text zoom, as phones' text-size settings and Firefox's "Zoom text only" apply it: every
 * element's text at `factor` times its size, whatever unit the page sets it in, the layout
 * left to follow. (Chromium's default text size would not do: it leaves pixel sizes alone.)
 */
function zoomText(page: Page, factor: number) {
  return page.evaluate((by) => {
    const elements = [document.documentElement, ...document.body.querySelectorAll('*')];
    const sizes = elements.map((element) => parseFloat(getComputedStyle(element).fontSize));
    elements.forEach((element, index) => {
      if (element instanceof HTMLElement || element instanceof SVGElement)
        element.style.setProperty('font-size', `${sizes[index]! * by}px`);
    });
  }, factor);
}

/** How wide the page is when it scrolls sideways, and which boxes stick out past its edge. */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    // The layout width: a phone browser zooms out to show a page wider than the screen, and
    // innerWidth then grows with it.
    const width = document.documentElement.clientWidth;
    const { scrollWidth } = document.scrollingElement!;
    if (scrollWidth <= width) return [];
    const scrolledInside = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (/auto|scroll|hidden|clip/.test(getComputedStyle(parent).overflowX)) return true;
      return false;
    };
    // Text can overflow a box that itself fits: the boxes named are those that stick out.
    const outside = [...document.body.querySelectorAll('*')]
      .filter(
        (element) => element.getBoundingClientRect().right > width && !scrolledInside(element),
      )
      .slice(0, 3)
      .map((element) => `<${element.localName}> "${element.textContent?.trim().slice(0, 30)}"`);
    return [`${scrollWidth} px wide`, ...outside];
  });
}

/** The site's controls smaller than 24 by 24 px. */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [tabindex="0"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      if (control.closest('[data-demo-frame]')) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden') continue;
      if (control.localName === 'a' && style.display === 'inline') continue;
      // A control inside its label is targeted through the whole label.
      const { width, height } = (control.closest('label') ?? control).getBoundingClientRect();
      if (width === 0 || height === 0) continue;
      if (width < 24 || height < 24) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
        small.push(
          `<${control.localName}> "${name}" ${Math.round(width)} by ${Math.round(height)}`,
        );
      }
    }
    return small;
  });
}

for (const share of inGroups([...pageRoutes(), NOT_FOUND], 3)) {
  test(`A-09 at 320 px: ${share[0]} and ${share.length - 1} more routes fit the width with text at 100 % and 200 %, with targets of 24 px`, async ({
    page,
    problems,
  }) => {
    test.slow();
    problems.allow(/status of 404/);
    for (const route of share) {
      await test.step(route, async () => {
        await page.goto(route);
        await started(page);
        expect(await sidewaysScroll(page), `${route} scrolls sideways`).toEqual([]);
        expect(await smallTargets(page), `small targets on ${route}`).toEqual([]);
        await zoomText(page, 2);
        expect(await sidewaysScroll(page), `${route} scrolls sideways, text at 200 %`).toEqual([]);
      });
    }
  });
}
