// The component pages, in their groups.
import { CSS_VARS, apiTable } from './apiTables.mjs';
import { demoSources } from './demos.mjs';
import { QUALITIES, USES, kebab, opener, paragraph } from './prose.mjs';
import { between, pick, rng, sample } from './random.mjs';

export const GROUPS = [
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

export function componentPage(name, group, groupOrder, order) {
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
    { table: apiTable(r) },
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
