/**
 * A ref that makes its element `inert` unless it is `shown`, so Tab and screen readers skip
 * what is off screen. Set on the element because React 18 and 19 spell the `inert` prop
 * differently; server HTML carries only what the caller renders itself.
 */
export const inertUnless =
  (shown: boolean) =>
  (el: HTMLElement | null): void => {
    el?.toggleAttribute('inert', !shown);
  };
