/** The clicks the page's boot script kept, and the switches that end the keeping. */
type EarlyClicks = MouseEvent[] & {
  /** Ends the keeping of clicks on demos: the demos' own listener has taken over. */
  stop?: () => void;
  /** Set once the app has started: clicks on the page's other buttons are no longer kept. */
  app?: boolean;
};

declare global {
  interface Window {
    /**
     * Clicks made before the app started, which the page's boot script keeps with their default
     * action prevented (docs-content's `bootScript.ts`): on a demo until `stop`, on any other
     * `button[type=button]` until `app` is set.
     */
    __TESSERA_EARLY_CLICKS__?: EarlyClicks;
  }
}

/** The boot script keeps no more clicks on demos. */
export const endEarlyClicks = () => window.__TESSERA_EARLY_CLICKS__?.stop?.();

/** Takes the kept clicks whose target `matches` out of the list, so nothing else makes them. */
export function takeEarlyClicks(matches: (target: Element) => boolean): MouseEvent[] {
  const early = window.__TESSERA_EARLY_CLICKS__ ?? [];
  const taken = early.filter((click) => matches(click.target as Element));
  for (const click of taken) early.splice(early.indexOf(click), 1);
  return taken;
}

/**
 * The app has started and its buttons have listeners: the clicks kept on buttons outside demos
 * (the menu, the colour switch) are made again, in the order they were made, and no more are
 * kept. A prerendered button does nothing until then, so without this a tap made while the
 * scripts load would be lost. Clicks on demos wait for their demo (`demoGate`).
 */
export function replayEarlyPageClicks() {
  const early = window.__TESSERA_EARLY_CLICKS__;
  if (!early) return;
  early.app = true;
  for (const click of takeEarlyClicks((target) => !target.closest('[data-demo-live]')))
    replayOf(click)();
}

/** Makes `event` again on its target, as a click the app's code can answer. */
export function replayOf(event: MouseEvent): () => void {
  const target = event.target as Element;
  const init: MouseEventInit = {
    bubbles: true,
    cancelable: true,
    composed: true,
    detail: event.detail,
    screenX: event.screenX,
    screenY: event.screenY,
    clientX: event.clientX,
    clientY: event.clientY,
    ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
    button: event.button,
  };
  return () => target.dispatchEvent(new MouseEvent('click', init));
}
