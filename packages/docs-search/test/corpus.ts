import type { SearchPage } from '../src/types';

/**
 * A deterministic docs site shaped like the benchmark corpus: 4 guide pages and 59 component
 * pages of about 600 to 900 words, each with sections, 3 demos and an API table, written from
 * sentence templates the way generated reference docs repeat themselves.
 */

const COMPONENTS =
  'Button Icon Box Flex Form FormItem Input TextArea Checkbox Radio Switch Slider Selector SearchBar Cascader CascaderView CheckList Dialog Modal Popup Popover Mask Toast ActionSheet ErrorBlock Empty Loading Skeleton Result ProgressBar ProgressCircle PullToRefresh SwipeAction Avatar Image ImageViewer Card Collapse Dropdown Ellipsis Footer List Segmented Steps Swiper Tag Tour FloatingPanel PageIndicator NavBar Tabs CapsuleTabs JumboTabs TabBar SliderBar IndexBar Divider NoticeBar Badge'.split(
    ' ',
  );

const SCENES = [
  'checking out a basket',
  'changing a shipping address',
  'narrowing a long product list',
  'logging in on a phone',
  'confirming a transfer',
  'scrolling through photos',
  'editing a profile',
  'sending feedback from a train',
  'reserving a seat',
  'following a delivery',
];
const TRAITS = [
  'predictable',
  'thumb-friendly',
  'accessible',
  'small',
  'consistent',
  'adaptive',
  'themeable',
  'composable',
];
const TEMPLATES: ((c: string, pick: <T>(list: T[]) => T) => string)[] = [
  (c, pick) =>
    `A common case is ${pick(SCENES)}, where ${c} keeps the step short and its purpose clear.`,
  (c) => `${c} stays clear of the notch and the home indicator on current phones.`,
  (c) => `Spacing follows a grid of four pixels, so ${c} lines up with text and icons around it.`,
  (c) => `Changes animate only opacity and transform, which keeps ${c} smooth on slow devices.`,
  (c, pick) =>
    `Most teams start from the first example and then tune the ${pick(['color', 'size', 'shape', 'density'])} with theme variables.`,
  (c) =>
    `Pass a value and ${c} becomes controlled, so your state remains the single source of truth.`,
  (c) => `${c} renders the same markup on the server and attaches its listeners after hydration.`,
  () =>
    `Right-to-left languages work without extra setup, and icons are mirrored where that helps.`,
  (c) =>
    `Assistive technology announces ${c} with a fitting role, and focus follows the visual order.`,
  (c) => `Do not nest one ${c} in another: the touch targets become hard to tell apart.`,
  (c, pick) =>
    `For a ${pick(TRAITS)} variant, wrap ${c} in your own component instead of overriding its classes.`,
  () =>
    `No global styles are shipped, so the library can sit beside an older design system while you migrate.`,
  () => `Long labels end with an ellipsis while screen readers still get the full text.`,
  (c) => `On tablets ${c} keeps a maximum width so lines stay comfortable to read.`,
  (c) => `Dark mode needs no work: each color of ${c} is a CSS variable with a dark value.`,
  () => `Events fire after the visual state has changed, which keeps analytics simple.`,
  (c) =>
    `Inside a form, ${c} reports its value through onChange and never mutates what you passed.`,
  (c) => `${c} adds only a few kilobytes to a compressed bundle, which matters on mobile networks.`,
  (c) => `Tests can find ${c} by its accessible name and keep working when the markup changes.`,
  () => `Write short labels that say what happens, such as "Save changes".`,
  (c) => `The tappable area of ${c} is at least forty-four pixels tall even when it looks smaller.`,
  () =>
    `When the system asks for reduced motion, animations are shortened and nothing depends on them.`,
  (c) =>
    `${c} fits inside a list, a card or a popup without wrappers because it sizes itself to its content.`,
  (c) =>
    `Designers can try every state of ${c} in the examples and paste the code into a prototype.`,
  (c) => `Keep one primary action per screen and let ${c} use the neutral tone elsewhere.`,
  (c) =>
    `Translated default texts come from the locale provider, so ${c} speaks more than twenty languages.`,
  (c) => `While data loads, show a skeleton where ${c} will appear so the layout does not jump.`,
  () => `The markup is shallow, which keeps the DOM small when a list renders hundreds of rows.`,
  () => `Moving from the previous major version means renaming two props, and a codemod does it.`,
  (c) => `Inside a native app's webview ${c} still follows the host's scrolling and keyboard.`,
  () => `Every tone meets the WCAG AA contrast level on light and dark backgrounds.`,
  (c) => `${c} measures itself once and caches the result until its size changes.`,
  (c) => `Gestures use passive listeners, so a swipe that starts on ${c} never delays scrolling.`,
];
const PROPS: [string, string][] = [
  ['className', 'Extra class name on the root element'],
  ['style', 'Inline style of the root element; CSS variables are accepted'],
  ['disabled', 'Whether the component ignores interaction'],
  ['size', 'Visual size, which also scales the touch target'],
  ['color', 'Semantic color from the theme'],
  ['onClick', 'Called when the component is tapped'],
  ['visible', 'Whether the layer is shown'],
  ['value', 'Current value in controlled mode'],
  ['defaultValue', 'Initial value in uncontrolled mode'],
  ['onChange', 'Called with the new value after a change'],
  ['placeholder', 'Hint shown while the value is empty'],
  ['children', 'Content rendered inside the component'],
  ['getContainer', 'Where the floating layer is mounted'],
  ['destroyOnClose', 'Unmount the content when the layer closes'],
  ['loading', 'Shows a spinner and blocks repeated taps'],
  ['afterClose', 'Called after the closing animation has finished'],
];

function random(seed: string) {
  let state =
    [...seed].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function page(
  name: string,
  navTitle: string,
  navOrder: number,
  link: string,
  headings: string[],
): SearchPage {
  const next = random(name);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T;
  const paragraph = (sentences: number) =>
    Array.from({ length: sentences }, () => pick(TEMPLATES)(name, pick)).join(' ');
  const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return {
    navTitle,
    navOrder,
    title: name,
    link,
    sections: [
      { rawTitle: '', title: '', link, paragraphs: [paragraph(6), paragraph(5)] },
      ...headings.map((title) => ({
        rawTitle: title,
        title,
        link: `${link}#${title.toLowerCase().replace(/\s+/g, '-')}`,
        paragraphs: [paragraph(5), paragraph(4)],
      })),
    ],
    demos: ['Basic usage', 'States', 'Interactive'].map((title) => ({
      link: `${link}#${kebab}-demo-${title.toLowerCase().replace(/\s+/g, '-')}`,
      title,
      description: `${title} of ${name}, with ${pick(TRAITS)} defaults.`,
      keywords: [],
    })),
    apis: [
      {
        link: `${link}#api`,
        component: name,
        props: PROPS.filter(() => next() < 0.5).map(([prop, description]) => ({
          name: prop,
          description,
        })),
      },
    ],
  };
}

export function benchLikeSite(): SearchPage[] {
  const guide = ['Quick start', 'Style system', 'Theme', 'Changelog'].map((title, i) =>
    page(title, 'Guide', 1, i === 0 ? '/guide' : `/guide/${title.split(' ')[0]?.toLowerCase()}`, [
      'Installation',
      'Usage',
      'Next steps',
    ]),
  );
  const components = COMPONENTS.map((name) =>
    page(
      name,
      'Components',
      2,
      `/components/tm-${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`,
      ['When to use', 'Examples', 'Design guidelines', 'Accessibility', 'FAQ'],
    ),
  );
  return [...guide, ...components];
}
