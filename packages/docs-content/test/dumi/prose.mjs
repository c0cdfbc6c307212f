// The prose of the pages: sentences drawn from templates about the component and its group.
import { pick, sample } from './random.mjs';

export const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
export const words = (s) => s.split(/\s+/).filter(Boolean).length;

export const USES = [
  'confirming a payment',
  'editing a delivery address',
  'filtering a product list',
  'signing in on a small screen',
  'reviewing an order before checkout',
  'browsing a photo gallery',
  'switching between account settings',
  'reporting a problem from the field',
  'booking a table for tonight',
  'tracking a parcel in transit',
];
export const QUALITIES = [
  'predictable',
  'touch-friendly',
  'accessible',
  'lightweight',
  'consistent',
  'responsive',
  'themeable',
  'composable',
];
const OPENERS = [
  (c, g) =>
    `The ${c} component belongs to the ${g.toLowerCase()} family and is designed for thumbs first, keyboards second.`,
  (c) =>
    `${c} gives mobile interfaces a ${'{q}'} way to present information without forcing people to zoom or scroll sideways.`,
  (c) =>
    `Use ${c} when a screen needs a clear, ${'{q}'} building block that behaves the same on every device.`,
  (c) =>
    `${c} is one of the most frequently used pieces of the library, and its defaults were tuned on real products.`,
];
const SENTENCES = [
  (c, r) =>
    `A typical scenario is ${pick(r, USES)}, where ${c} keeps the interaction short and the intent obvious.`,
  (c) =>
    `Every ${c} respects the safe areas of modern phones, so it never hides behind a notch or a home indicator.`,
  (c) =>
    `The default spacing follows a four-pixel grid, which makes ${c} line up with text, icons and other controls.`,
  (c) =>
    `When the content changes, ${c} animates only opacity and transform, which keeps scrolling smooth on low-end devices.`,
  (_c, r) =>
    `Teams usually start with the basic example below and then adjust the ${pick(r, ['color', 'size', 'shape', 'density'])} through theme variables.`,
  (c) =>
    `Because ${c} is a controlled component when you pass a value, the source of truth always stays in your own state.`,
  (c) =>
    `Server-side rendering is supported: ${c} renders stable markup and attaches its listeners after hydration.`,
  () =>
    `Right-to-left layouts are handled automatically, and the component mirrors its icons where that makes sense.`,
  (c) =>
    `Screen readers announce ${c} with a meaningful role, and focus moves in the order people expect.`,
  (c) =>
    `Avoid nesting more than one ${c} inside another, because the touch targets become hard to distinguish.`,
  (c, r) =>
    `If you need a ${pick(r, QUALITIES)} variant for a special page, compose ${c} with a wrapper instead of overriding internal class names.`,
  () =>
    `The component ships without any global styles, so it can live next to an existing design system during a migration.`,
  () =>
    `Long labels are truncated with an ellipsis and the full text is still available to assistive technology.`,
  (c) =>
    `On tablets ${c} keeps its maximum width, which prevents lines from growing too long to read comfortably.`,
  (c) =>
    `Dark mode works out of the box: every color used by ${c} comes from a CSS variable with a dark counterpart.`,
  () =>
    `Events are fired after the visual state has updated, which makes analytics and logging straightforward.`,
  (c) =>
    `In forms, ${c} reports its value through the standard onChange callback and never mutates the object you pass.`,
  (c) =>
    `Performance budgets matter on mobile networks, so ${c} adds only a few kilobytes to your bundle after compression.`,
  (c) =>
    `Tests can find ${c} by its accessible name, which keeps them stable when the markup changes.`,
  () =>
    `Prefer short, action-oriented wording, for example "Save changes" rather than "Click here to save your changes".`,
  (c) =>
    `The hit area of ${c} is at least forty-four pixels high, even when the visible part is smaller.`,
  () =>
    `Motion is reduced automatically when the operating system asks for it, and nothing important depends on an animation.`,
  (c) =>
    `You can render ${c} inside a list, a card or a popup without extra wrappers, because it sizes itself from its content.`,
  (c) =>
    `Designers can inspect every state of ${c} in the examples on this page and copy the code straight into a prototype.`,
  (c) => `Keep one primary action per screen and let ${c} use the neutral tone everywhere else.`,
  (c) =>
    `Internationalisation is handled by the locale provider, so ${c} shows translated default texts in more than twenty languages.`,
  (c) =>
    `When data is still loading, show a skeleton in the place of ${c} instead of an empty area, so the layout does not jump.`,
  () =>
    `The markup is intentionally shallow, which keeps the DOM small when a long list renders hundreds of items.`,
  () =>
    `Upgrading from the previous major version only requires renaming two props, and a codemod does it for you.`,
  (c) =>
    `If the page is embedded in a native app, ${c} still works with the webview's scrolling and keyboard behaviour.`,
  () =>
    `Color contrast of every tone meets the WCAG AA level against both the light and the dark background.`,
  (c) =>
    `${c} never blocks the main thread for long: expensive measurements run once and are cached until the size changes.`,
  (c) =>
    `Gestures use passive listeners, so a swipe that starts on ${c} does not delay the browser's own scrolling.`,
  () => `Custom icons can replace the defaults; any React node is accepted, including inline SVG.`,
  () =>
    `For product teams the most common request is a compact variant, which you get by setting a smaller size on the container.`,
];
export function paragraph(r, c, n) {
  const out = [];
  for (const f of sample(r, SENTENCES, n)) out.push(f(c, r));
  return out.join(' ');
}
export function opener(r, c, g) {
  return pick(r, OPENERS)(c, g).replace('{q}', pick(r, QUALITIES));
}
