import type { Page } from '@playwright/test';

/*
 * A demo shows the component library exactly as an app renders it: the article's typography
 * and the theme's element rules stop at the demo frame. These probes run on a loaded page;
 * the crawl calls them on every route, the demo-styles spec on open overlays.
 */

export const DEMO_FRAME = '[data-demo-frame]';

/** What the article's typography and the theme's element rules could change in a demo. */
const PROPERTIES = [
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-left-width',
  'border-left-style',
  'border-bottom-width',
  'border-right-width',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'display',
  'overflow-x',
  'border-collapse',
  'list-style-type',
  'text-align',
  'vertical-align',
  'max-width',
  'box-sizing',
  'scroll-margin-top',
  'color-scheme',
  'transition-duration',
  'animation-duration',
];

/**
 * Copies each demo frame out of the page, to the end of the body, where nothing of the page
 * but the body's inherited font surrounds it, and lists every element whose computed style
 * differs from its copy's: that difference is the page reaching into the demo.
 */
export function differencesFromCopies(page: Page) {
  return page.evaluate(
    ([selector, properties]) => {
      const found: string[] = [];
      // A colour switch starts transitions once styles are computed again: compute them, then
      // compare the transitions' end, as the copy has no transition to run.
      for (const frame of document.querySelectorAll<HTMLElement>(selector))
        for (const element of [frame, ...frame.querySelectorAll('*')])
          void getComputedStyle(element).color;
      for (const animation of document.getAnimations())
        if (animation instanceof CSSTransition) animation.finish();
      for (const frame of document.querySelectorAll<HTMLElement>(selector)) {
        const copy = frame.cloneNode(true) as HTMLElement;
        // Same width, so auto margins and percentages resolve alike. CSSOM, allowed by the CSP.
        copy.style.width = `${frame.getBoundingClientRect().width}px`;
        document.body.append(copy);
        const originals = [frame, ...frame.querySelectorAll('*')];
        const copies = [copy, ...copy.querySelectorAll('*')];
        const demo = frame.closest('section')?.querySelector('h3')?.textContent ?? 'demo';
        originals.forEach((element, index) => {
          const own = getComputedStyle(element);
          const library = getComputedStyle(copies[index]!);
          for (const property of properties) {
            const [value, expected] = [own, library].map((s) => s.getPropertyValue(property));
            if (value !== expected)
              found.push(`${demo}: <${element.localName}> ${property} ${value}, not ${expected}`);
          }
        });
        copy.remove();
      }
      return found;
    },
    [DEMO_FRAME, PROPERTIES] as const,
  );
}

/** Every element in a demo that animates or eases for longer than a frame or so. */
export function movingDemoElements(page: Page) {
  return page.locator(DEMO_FRAME).evaluateAll((frames) => {
    const seconds = (list: string) =>
      Math.max(...list.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1e-3 : 1)));
    return frames.flatMap((frame) =>
      [...frame.querySelectorAll('*')].flatMap((element) => {
        const style = getComputedStyle(element);
        const animated = style.animationName !== 'none' && seconds(style.animationDuration) > 0.02;
        const eased = seconds(style.transitionDuration) > 0.02;
        return animated || eased
          ? [`<${element.localName}> ${style.animationName} ${style.transitionProperty}`]
          : [];
      }),
    );
  });
}

/** How many demo frames the page shows. */
export const demoFrameCount = (page: Page) => page.locator(DEMO_FRAME).count();
