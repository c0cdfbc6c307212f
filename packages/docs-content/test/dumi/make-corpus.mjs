#!/usr/bin/env node
// Deterministic benchmark corpus for documentation-site frameworks. Plain node, no dependencies.
// Writes (relative to this file, or to the folder given as the first argument):
//   corpus/dumi/        docs/index.md, docs/guide/{index,style,theme,log}.md, docs/components/{Name}.md,
//                       demos/{kebab}/{basic,states,interactive}.tsx  (referenced with <code src=...>)
//   corpus/docusaurus/  docs/**.mdx (import + render the same demos), demos/, sidebars.js
//   corpus/vitepress/   index.md, guide/*.md, components/*.md (demos as fenced code), sidebar.json
//   corpus/manifest.json  page list, longest component page, search queries
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
// The output folder may be given as the first argument (the tests write under test/.fixtures).
const OUT = process.argv[2] ? path.resolve(process.argv[2]) : path.join(HERE, 'corpus');

const GROUPS = [
  ['General', ['Button', 'Icon', 'Box', 'Flex']],
  [
    'Data entry',
    [
      'Form',
      'FormItem',
      'Input',
      'TextArea',
      'Checkbox',
      'Radio',
      'Switch',
      'Slider',
      'Selector',
      'SearchBar',
      'Cascader',
      'CascaderView',
      'CheckList',
    ],
  ],
  [
    'Feedback',
    [
      'Dialog',
      'Modal',
      'Popup',
      'Popover',
      'Mask',
      'Toast',
      'ActionSheet',
      'ErrorBlock',
      'Empty',
      'Loading',
      'Skeleton',
      'Result',
      'ProgressBar',
      'ProgressCircle',
      'PullToRefresh',
      'SwipeAction',
    ],
  ],
  [
    'Data display',
    [
      'Avatar',
      'Image',
      'ImageViewer',
      'Card',
      'Collapse',
      'Dropdown',
      'Ellipsis',
      'Footer',
      'List',
      'Segmented',
      'Steps',
      'Swiper',
      'Tag',
      'Tour',
      'FloatingPanel',
      'PageIndicator',
    ],
  ],
  ['Navigation', ['NavBar', 'Tabs', 'CapsuleTabs', 'JumboTabs', 'TabBar', 'SliderBar', 'IndexBar']],
  ['Layout', ['Divider']],
  ['Guidance', ['NoticeBar', 'Badge']],
];

// ---------- deterministic randomness ----------
function seedOf(s) {
  let h = 2166136261;
  for (const ch of s) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function rng(seed) {
  let a = seedOf(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, arr) => arr[Math.floor(r() * arr.length)];
const between = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
function sample(r, arr, n) {
  const a = [...arr];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.slice(0, n);
}
const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const words = (s) => s.split(/\s+/).filter(Boolean).length;

// ---------- prose templates ----------
const USES = [
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
const QUALITIES = [
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
  (c, r) =>
    `Every ${c} respects the safe areas of modern phones, so it never hides behind a notch or a home indicator.`,
  (c, r) =>
    `The default spacing follows a four-pixel grid, which makes ${c} line up with text, icons and other controls.`,
  (c, r) =>
    `When the content changes, ${c} animates only opacity and transform, which keeps scrolling smooth on low-end devices.`,
  (c, r) =>
    `Teams usually start with the basic example below and then adjust the ${pick(r, ['color', 'size', 'shape', 'density'])} through theme variables.`,
  (c, r) =>
    `Because ${c} is a controlled component when you pass a value, the source of truth always stays in your own state.`,
  (c, r) =>
    `Server-side rendering is supported: ${c} renders stable markup and attaches its listeners after hydration.`,
  (c, r) =>
    `Right-to-left layouts are handled automatically, and the component mirrors its icons where that makes sense.`,
  (c, r) =>
    `Screen readers announce ${c} with a meaningful role, and focus moves in the order people expect.`,
  (c, r) =>
    `Avoid nesting more than one ${c} inside another, because the touch targets become hard to distinguish.`,
  (c, r) =>
    `If you need a ${pick(r, QUALITIES)} variant for a special page, compose ${c} with a wrapper instead of overriding internal class names.`,
  (c, r) =>
    `The component ships without any global styles, so it can live next to an existing design system during a migration.`,
  (c, r) =>
    `Long labels are truncated with an ellipsis and the full text is still available to assistive technology.`,
  (c, r) =>
    `On tablets ${c} keeps its maximum width, which prevents lines from growing too long to read comfortably.`,
  (c, r) =>
    `Dark mode works out of the box: every color used by ${c} comes from a CSS variable with a dark counterpart.`,
  (c, r) =>
    `Events are fired after the visual state has updated, which makes analytics and logging straightforward.`,
  (c, r) =>
    `In forms, ${c} reports its value through the standard onChange callback and never mutates the object you pass.`,
  (c, r) =>
    `Performance budgets matter on mobile networks, so ${c} adds only a few kilobytes to your bundle after compression.`,
  (c, r) =>
    `Tests can find ${c} by its accessible name, which keeps them stable when the markup changes.`,
  (c, r) =>
    `Prefer short, action-oriented wording, for example "Save changes" rather than "Click here to save your changes".`,
  (c, r) =>
    `The hit area of ${c} is at least forty-four pixels high, even when the visible part is smaller.`,
  (c, r) =>
    `Motion is reduced automatically when the operating system asks for it, and nothing important depends on an animation.`,
  (c, r) =>
    `You can render ${c} inside a list, a card or a popup without extra wrappers, because it sizes itself from its content.`,
  (c, r) =>
    `Designers can inspect every state of ${c} in the examples on this page and copy the code straight into a prototype.`,
  (c, r) => `Keep one primary action per screen and let ${c} use the neutral tone everywhere else.`,
  (c, r) =>
    `Internationalisation is handled by the locale provider, so ${c} shows translated default texts in more than twenty languages.`,
  (c, r) =>
    `When data is still loading, show a skeleton in the place of ${c} instead of an empty area, so the layout does not jump.`,
  (c, r) =>
    `The markup is intentionally shallow, which keeps the DOM small when a long list renders hundreds of items.`,
  (c, r) =>
    `Upgrading from the previous major version only requires renaming two props, and a codemod does it for you.`,
  (c, r) =>
    `If the page is embedded in a native app, ${c} still works with the webview's scrolling and keyboard behaviour.`,
  (c, r) =>
    `Color contrast of every tone meets the WCAG AA level against both the light and the dark background.`,
  (c, r) =>
    `${c} never blocks the main thread for long: expensive measurements run once and are cached until the size changes.`,
  (c, r) =>
    `Gestures use passive listeners, so a swipe that starts on ${c} does not delay the browser's own scrolling.`,
  (c, r) =>
    `Custom icons can replace the defaults; any React node is accepted, including inline SVG.`,
  (c, r) =>
    `For product teams the most common request is a compact variant, which you get by setting a smaller size on the container.`,
];
function paragraph(r, c, n) {
  const out = [];
  for (const f of sample(r, SENTENCES, n)) out.push(f(c, r));
  return out.join(' ');
}
function opener(r, c, g) {
  return pick(r, OPENERS)(c, g).replace('{q}', pick(r, QUALITIES));
}

// ---------- API table ----------
const COMMON_PROPS = [
  ['className', 'string', '-', 'Extra class name added to the root element'],
  [
    'style',
    'React.CSSProperties',
    '-',
    'Inline style of the root element; CSS variables are accepted',
  ],
  ['disabled', 'boolean', '`false`', 'Whether the component ignores user interaction'],
  [
    'size',
    "`'small' \\| 'middle' \\| 'large'`",
    "`'middle'`",
    'Visual size, which also scales the touch target',
  ],
  [
    'color',
    "`'default' \\| 'primary' \\| 'success' \\| 'warning' \\| 'danger'`",
    "`'default'`",
    'Semantic color taken from the theme',
  ],
  ['onClick', '`(event: React.MouseEvent) => void`', '-', 'Called when the component is tapped'],
  ['visible', 'boolean', '`false`', 'Whether the layer is shown'],
  ['value', 'string \\| number', '-', 'Current value in controlled mode'],
  ['defaultValue', 'string \\| number', '-', 'Initial value in uncontrolled mode'],
  ['onChange', '`(value) => void`', '-', 'Called with the new value after it changes'],
  ['placeholder', 'string', '-', 'Hint text shown while the value is empty'],
  ['children', 'React.ReactNode', '-', 'Content rendered inside the component'],
  ['getContainer', '`() => HTMLElement`', '`document.body`', 'Where the floating layer is mounted'],
  ['destroyOnClose', 'boolean', '`false`', 'Unmount the content when the layer closes'],
  [
    'stopPropagation',
    "`Array<'click'>`",
    "`['click']`",
    'Events that should not bubble beyond the component',
  ],
  [
    'shape',
    "`'default' \\| 'rounded' \\| 'rectangular'`",
    "`'default'`",
    'Corner style of the component',
  ],
  ['loading', 'boolean', '`false`', 'Shows a spinner and blocks repeated taps'],
  ['icon', 'React.ReactNode', '-', 'Icon rendered before the content'],
  ['extra', 'React.ReactNode', '-', 'Content rendered at the end of the row'],
  ['afterClose', '`() => void`', '-', 'Called after the closing animation has finished'],
];
function apiTable(r, c) {
  const rows = sample(r, COMMON_PROPS, between(r, 6, 10));
  const head = '| Name | Description | Type | Default |\n| --- | --- | --- | --- |';
  return head + '\n' + rows.map(([n, t, d, desc]) => `| ${n} | ${desc} | ${t} | ${d} |`).join('\n');
}
const CSS_VARS = [
  '--adm-color-primary',
  '--adm-color-text',
  '--adm-color-background',
  '--adm-font-size-main',
  '--adm-border-color',
  '--adm-radius-m',
];

// ---------- demos (plain React, inline styles) ----------
const PALETTE = ['#1677ff', '#00b578', '#ff8f1f', '#ff3141', '#7c5cff', '#0fb5ae'];
function demoSources(name, r) {
  const accent = pick(r, PALETTE),
    label = name.replace(/([a-z])([A-Z])/g, '$1 $2');
  const mock = `function Mock${name}({ tone = 'default', disabled = false, children, onPress }) {
  const color = tone === 'primary' ? '${accent}' : tone === 'danger' ? '#ff3141' : '#333';
  return (
    <div
      role="button"
      aria-disabled={disabled}
      onClick={disabled ? undefined : onPress}
      style={{
        display: 'inline-flex', alignItems: 'center', gap: 6, padding: '8px 14px',
        borderRadius: 8, border: '1px solid ' + color, color,
        opacity: disabled ? 0.4 : 1, fontSize: 15, cursor: disabled ? 'not-allowed' : 'pointer',
      }}
    >
      {children}
    </div>
  );
}`;
  const basic = `import React from 'react';

const wrap = { display: 'flex', flexWrap: 'wrap', gap: 12, padding: 12, background: '#fafafa' };

${mock}

export default function ${name}BasicDemo() {
  return (
    <div style={wrap}>
      <Mock${name}>Default ${label}</Mock${name}>
      <Mock${name} tone="primary">Primary ${label}</Mock${name}>
      <Mock${name} tone="danger">Danger ${label}</Mock${name}>
      <Mock${name} disabled>Disabled ${label}</Mock${name}>
    </div>
  );
}
`;
  const states = `import React from 'react';

const list = { listStyle: 'none', margin: 0, padding: 0, borderTop: '1px solid #eee' };
const row = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '10px 12px', borderBottom: '1px solid #eee' };
const caption = { color: '#999', fontSize: 13 };

${mock}

const STATES = [
  { key: 'default', text: 'Resting state', tone: 'default' },
  { key: 'active', text: 'Highlighted with the accent color', tone: 'primary' },
  { key: 'error', text: 'Something needs attention', tone: 'danger' },
  { key: 'off', text: 'Not available right now', tone: 'default', disabled: true },
];

export default function ${name}StatesDemo() {
  return (
    <ul style={list}>
      {STATES.map((s) => (
        <li key={s.key} style={row}>
          <span style={caption}>{s.text}</span>
          <Mock${name} tone={s.tone} disabled={s.disabled}>${label}</Mock${name}>
        </li>
      ))}
    </ul>
  );
}
`;
  const interactive = `import React, { useState } from 'react';

const box = { padding: 16, borderRadius: 12, background: '#fff', boxShadow: '0 1px 4px rgba(0,0,0,.08)' };
const counter = { marginTop: 12, fontSize: 14, color: '#666' };

${mock}

export default function ${name}InteractiveDemo() {
  const [count, setCount] = useState(0);
  const [on, setOn] = useState(false);
  return (
    <div style={box}>
      <div style={{ display: 'flex', gap: 12 }}>
        <Mock${name} tone="primary" onPress={() => setCount((n) => n + 1)}>
          Tap ${label}
        </Mock${name}>
        <Mock${name} tone={on ? 'danger' : 'default'} onPress={() => setOn((v) => !v)}>
          {on ? 'Turn off' : 'Turn on'}
        </Mock${name}>
      </div>
      <div style={counter}>
        Tapped {count} {count === 1 ? 'time' : 'times'}; the switch is {on ? 'on' : 'off'}.
      </div>
    </div>
  );
}
`;
  return [
    {
      key: 'basic',
      title: 'Basic usage',
      desc: `The simplest ${label} with the four built-in tones.`,
      src: basic,
    },
    {
      key: 'states',
      title: 'States',
      desc: `How ${label} looks when it is active, in error or disabled.`,
      src: states,
    },
    {
      key: 'interactive',
      title: 'Interactive',
      desc: `A controlled ${label} that keeps its state in React.`,
      src: interactive,
    },
  ];
}

// ---------- page model ----------
// A page is { slug, title, description, group, groupOrder, order, blocks[] } where a block is
// { h: 2|3, text } | { p } | { list: [] } | { table } | { demo }  — rendered per peer below.
function componentPage(name, group, groupOrder, order) {
  const r = rng('page:' + name),
    c = name,
    label = name.replace(/([a-z])([A-Z])/g, '$1 $2');
  const [q1, q2] = sample(r, QUALITIES, 2);
  const description = `${label} for mobile interfaces: ${q1}, ${q2} and easy to theme.`;
  const demos = demoSources(name, r);
  const b = [];
  b.push({ p: opener(r, c, group) + ' ' + paragraph(r, c, between(r, 4, 6)) });
  b.push({ p: paragraph(r, c, between(r, 4, 7)) });
  b.push({ h: 2, text: 'When to use' }, { p: paragraph(r, c, between(r, 3, 5)) });
  b.push({
    list: sample(r, USES, 3).map(
      (u) => `When ${u} needs a ${pick(r, QUALITIES)} ${label.toLowerCase()}.`,
    ),
  });
  b.push(
    { h: 2, text: 'Examples' },
    {
      p: `The demos below are live: tap them to see ${c} react. Each demo is a standalone file that you can copy into your project.`,
    },
  );
  for (const d of demos) b.push({ demo: { ...d, file: `${kebab(name)}/${d.key}` } });
  b.push(
    { h: 2, text: 'Design guidelines' },
    { p: paragraph(r, c, between(r, 5, 7)) },
    { p: paragraph(r, c, between(r, 3, 6)) },
  );
  if (r() < 0.7)
    b.push({ h: 3, text: 'Content and wording' }, { p: paragraph(r, c, between(r, 3, 5)) });
  b.push({ h: 2, text: 'Accessibility' }, { p: paragraph(r, c, between(r, 4, 6)) });
  if (r() < 0.6) {
    b.push(
      { h: 2, text: 'Theming' },
      {
        p: `${c} reads its colors and radii from CSS variables. Override them on the component, on a container, or on the root element to change the whole application.`,
      },
    );
    b.push({
      table:
        '| Variable | Description |\n| --- | --- |\n' +
        sample(r, CSS_VARS, 3)
          .map(
            (v) =>
              `| \`${v}\` | ${pick(r, ['Accent color', 'Main text color', 'Surface color', 'Base font size', 'Hairline color', 'Corner radius'])} of ${label.toLowerCase()} |`,
          )
          .join('\n'),
    });
  }
  b.push(
    { h: 2, text: 'API' },
    {
      p: `All props are optional. Unknown props are not forwarded to the DOM, so ${c} stays safe to spread.`,
    },
    { table: apiTable(r, c) },
  );
  if (r() < 0.6)
    b.push(
      { h: 2, text: 'FAQ' },
      { p: `**Why does ${c} ignore my custom class name?** ` + paragraph(r, c, between(r, 3, 5)) },
    );
  return {
    slug: `components/${kebab(name)}`,
    file: name,
    title: name,
    description,
    group,
    groupOrder,
    order,
    blocks: b,
  };
}

function guidePages() {
  const r = rng('guide');
  const mk = (file, title, order, blocks, description) => ({
    slug: file === 'index' ? 'guide' : `guide/${file}`,
    file,
    title,
    description,
    group: 'Guide',
    groupOrder: 0,
    order,
    blocks,
  });
  const para = (n) => paragraph(r, 'the library', n);
  const changelog = [];
  for (let i = 0; i < 12; i++) {
    const v = `5.${12 - i}.${i % 3}`;
    changelog.push(
      { h: 3, text: `v${v}` },
      {
        list: sample(
          r,
          GROUPS.flatMap((g) => g[1]),
          4,
        ).map(
          (c) =>
            `${c}: ${pick(r, ['fix a layout shift when the content changes', 'support the new size prop', 'improve screen reader labels', 'reduce bundle size by sharing the animation helper', 'fix a crash during server-side rendering', 'respect the reduced motion preference'])}.`,
        ),
      },
    );
  }
  return [
    mk(
      'index',
      'Quick start',
      1,
      [
        {
          p:
            'This guide shows how to install the library, render the first component and ship it to production. ' +
            para(4),
        },
        { h: 2, text: 'Installation' },
        { p: para(3) },
        { code: 'npm install --save mobile-ui' },
        { h: 2, text: 'First component' },
        { p: para(4) },
        {
          code: "import { Button } from 'mobile-ui';\n\nexport default () => <Button color='primary'>Hello</Button>;",
        },
        { h: 2, text: 'Browser support' },
        { p: para(4) },
        { h: 2, text: 'Next steps' },
        { p: para(3) },
      ],
      'Install the library and render your first component.',
    ),
    mk(
      'style',
      'Style system',
      2,
      [
        {
          p:
            'The style system is built on CSS variables so that every product can adjust it without a build step. ' +
            para(4),
        },
        { h: 2, text: 'Design tokens' },
        { p: para(4) },
        {
          table:
            '| Token | Value |\n| --- | --- |\n' +
            CSS_VARS.map(
              (v, i) =>
                `| \`${v}\` | ${['#1677ff', '#333333', '#ffffff', '17px', '#eeeeee', '8px'][i]} |`,
            ).join('\n'),
        },
        { h: 2, text: 'Spacing' },
        { p: para(4) },
        { h: 2, text: 'Typography' },
        { p: para(4) },
      ],
      'Design tokens, spacing and typography.',
    ),
    mk(
      'theme',
      'Theme',
      3,
      [
        {
          p:
            'Themes change colors, radii and fonts of every component at once, including dark mode. ' +
            para(4),
        },
        { h: 2, text: 'Global theme' },
        { p: para(4) },
        { code: ':root:root {\n  --adm-color-primary: #a062d4;\n}' },
        { h: 2, text: 'Dark mode' },
        { p: para(4) },
        { h: 2, text: 'Local theme' },
        { p: para(3) },
      ],
      'Customise colors, radii and dark mode.',
    ),
    mk(
      'log',
      'Changelog',
      4,
      [
        {
          p:
            'Every release of the library is listed here with the most important changes first. ' +
            para(2),
        },
        ...changelog,
      ],
      'Release history.',
    ),
  ];
}

function allPages() {
  const pages = guidePages();
  GROUPS.forEach(([g, comps], gi) =>
    comps.forEach((c, i) => pages.push(componentPage(c, g, gi + 1, i + 1))),
  );
  return pages;
}

// ---------- renderers ----------
const fm = (obj) => '---\n' + obj + '\n---\n\n';
function body(page, demo, pure = '') {
  // dumi renders tsx/jsx code blocks as live demos unless marked `| pure`
  return (
    page.blocks
      .map((b) => {
        if (b.h) return `${'#'.repeat(b.h)} ${b.text}`;
        if (b.p) return b.p;
        if (b.list) return b.list.map((x) => `- ${x}`).join('\n');
        if (b.table) return b.table;
        if (b.code)
          return (
            '```' +
            (b.code.startsWith(':root')
              ? 'css'
              : b.code.startsWith('npm')
                ? 'bash'
                : 'tsx' + pure) +
            '\n' +
            b.code +
            '\n```'
          );
        if (b.demo) return demo(b.demo);
        return '';
      })
      .join('\n\n') + '\n'
  );
}
const esc = (s) => s.replace(/"/g, '&quot;');
const HOME = {
  title: 'Mobile UI',
  tagline: 'A lightweight React component library for mobile web apps',
  features: [
    ['Light and fast', 'Every component is tree-shakeable and tuned for mobile networks.'],
    ['Themeable', 'CSS variables drive colors, radii and dark mode.'],
    ['Accessible', 'Roles, labels and focus order are built in.'],
  ],
};

function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function main() {
  fs.rmSync(OUT, { recursive: true, force: true });
  const pages = allPages();
  const demoFiles = new Map();
  for (const p of pages)
    for (const b of p.blocks) if (b.demo) demoFiles.set(b.demo.file, b.demo.src);
  const D = path.join(OUT, 'dumi'),
    U = path.join(OUT, 'docusaurus'),
    V = path.join(OUT, 'vitepress');
  for (const [f, src] of demoFiles) {
    write(path.join(D, 'demos', f + '.tsx'), src);
    write(path.join(U, 'demos', f + '.tsx'), src);
  }

  // dumi
  write(
    path.join(D, 'docs/index.md'),
    fm(
      `title: ${HOME.title}\nhero:\n  title: ${HOME.title}\n  description: ${HOME.tagline}\n  actions:\n    - text: Quick start\n      link: /guide\n    - text: Components\n      link: /components/button\nfeatures:\n` +
        HOME.features.map(([t, d]) => `  - title: ${t}\n    description: ${d}`).join('\n'),
    ),
  );
  for (const p of pages) {
    const dir = p.group === 'Guide' ? 'guide' : 'components';
    write(
      path.join(D, 'docs', dir, p.file + '.md'),
      fm(
        `title: ${p.title}\ndescription: ${JSON.stringify(p.description)}\ngroup:\n  title: ${p.group}\n  order: ${p.groupOrder}\norder: ${p.order}`,
      ) +
        `# ${p.title}\n\n` +
        body(
          p,
          (d) =>
            `<code src="../../demos/${d.file}.tsx" title="${esc(d.title)}" description="${esc(d.desc)}"></code>`,
          ' | pure',
        ),
    );
  }

  // docusaurus: MDX pages importing and rendering the same demo files, plus their source
  write(
    path.join(U, 'docs/index.mdx'),
    fm(`title: ${HOME.title}\nslug: /\nhide_table_of_contents: true`) +
      `# ${HOME.title}\n\n${HOME.tagline}\n\n[Quick start](/guide) · [Components](/components/button)\n\n` +
      HOME.features.map(([t, d]) => `### ${t}\n\n${d}`).join('\n\n') +
      '\n',
  );
  for (const p of pages) {
    const dir = p.group === 'Guide' ? 'guide' : 'components';
    const imports = p.blocks
      .filter((b) => b.demo)
      .map(
        (b) =>
          `import ${p.file.replace(/\W/g, '')}${b.demo.key[0].toUpperCase() + b.demo.key.slice(1)} from '@site/demos/${b.demo.file}';`,
      )
      .join('\n');
    write(
      path.join(U, 'docs', dir, (p.file === 'index' ? 'index' : kebab(p.file)) + '.mdx'),
      fm(
        `title: ${p.title}\ndescription: ${JSON.stringify(p.description)}\nslug: /${p.slug}\nsidebar_position: ${p.order}`,
      ) +
        (imports ? imports + '\n\n' : '') +
        `# ${p.title}\n\n` +
        body(
          p,
          (d) =>
            `### ${d.title}\n\n${d.desc}\n\n<div className="demo-preview"><${p.file.replace(/\W/g, '')}${d.key[0].toUpperCase() + d.key.slice(1)} /></div>\n\n<details>\n<summary>Show code</summary>\n\n\`\`\`tsx\n${d.src}\`\`\`\n\n</details>`,
        ),
    );
  }
  const cats = [
    ['Guide', pages.filter((p) => p.group === 'Guide')],
    ...GROUPS.map(([g]) => [g, pages.filter((p) => p.group === g)]),
  ];
  write(
    path.join(U, 'sidebars.js'),
    `// generated\nmodule.exports = {\n  guide: ${JSON.stringify([{ type: 'category', label: 'Guide', collapsed: false, items: cats[0][1].map((p) => (p.slug === 'guide' ? 'guide/index' : `guide/${p.file}`)) }])},\n  components: ${JSON.stringify(cats.slice(1).map(([g, ps]) => ({ type: 'category', label: g, collapsed: false, items: ps.map((p) => 'components/' + kebab(p.file)) })))},\n};\n`,
  );

  // vitepress: same prose, demos as fenced code (VitePress is Vue; no live React demos)
  write(
    path.join(V, 'index.md'),
    fm(
      `layout: home\ntitle: ${HOME.title}\nhero:\n  name: ${HOME.title}\n  tagline: ${HOME.tagline}\n  actions:\n    - theme: brand\n      text: Quick start\n      link: /guide/\n    - theme: alt\n      text: Components\n      link: /components/button\nfeatures:\n` +
        HOME.features.map(([t, d]) => `  - title: ${t}\n    details: ${d}`).join('\n'),
    ),
  );
  for (const p of pages) {
    const file =
      p.group === 'Guide'
        ? p.file === 'index'
          ? 'guide/index.md'
          : `guide/${p.file}.md`
        : `components/${kebab(p.file)}.md`;
    write(
      path.join(V, file),
      fm(`title: ${p.title}\ndescription: ${JSON.stringify(p.description)}`) +
        `# ${p.title}\n\n` +
        body(p, (d) => `### ${d.title}\n\n${d.desc}\n\n\`\`\`tsx\n${d.src}\`\`\``),
    );
  }
  write(
    path.join(V, 'sidebar.json'),
    JSON.stringify(
      cats.map(([g, ps]) => ({
        text: g,
        items: ps.map((p) => ({
          text: p.title,
          link: '/' + p.slug + (p.slug === 'guide' ? '/' : ''),
        })),
      })),
      null,
      1,
    ),
  );

  // manifest used by measure.mjs
  const comp = pages
    .filter((p) => p.group !== 'Guide')
    .map((p) => ({
      slug: p.slug,
      title: p.title,
      words: p.blocks.reduce(
        (n, b) =>
          n + (b.p ? words(b.p) : b.list ? words(b.list.join(' ')) : b.table ? words(b.table) : 0),
        0,
      ),
      demoLines: p.blocks.filter((b) => b.demo).map((b) => b.demo.src.split('\n').length),
      headings: p.blocks.filter((b) => b.h).length,
      marker: p.blocks.find((b) => b.p).p.split('. ')[0],
    }));
  const longest = [...comp].sort((a, b) => b.words - a.words)[0];
  const manifest = {
    pages: pages.length + 1,
    componentPages: comp.length,
    wordRange: [Math.min(...comp.map((c) => c.words)), Math.max(...comp.map((c) => c.words))],
    demoLineRange: [
      Math.min(...comp.flatMap((c) => c.demoLines)),
      Math.max(...comp.flatMap((c) => c.demoLines)),
    ],
    headingRange: [
      Math.min(...comp.map((c) => c.headings)),
      Math.max(...comp.map((c) => c.headings)),
    ],
    measured: [
      { name: 'home', slug: '', marker: HOME.tagline },
      {
        name: 'button',
        slug: 'components/button',
        marker: comp.find((c) => c.title === 'Button').marker,
      },
      { name: 'longest', slug: longest.slug, title: longest.title, marker: longest.marker },
    ],
    // queries typed into each site's search box; each must match page text
    queries: ['swipe', 'cascader', 'dark mode', 'safe areas', 'ellipsis'],
    components: comp,
  };
  write(path.join(OUT, 'manifest.json'), JSON.stringify(manifest, null, 1));
  write(path.join(OUT, '.done'), new Date(0).toISOString());
  console.log(
    `corpus: ${manifest.pages} pages (${comp.length} components), words/page ${manifest.wordRange.join('-')}, demo lines ${manifest.demoLineRange.join('-')}, headings ${manifest.headingRange.join('-')}, longest ${longest.slug} (${longest.words} words)`,
  );
}
main();
