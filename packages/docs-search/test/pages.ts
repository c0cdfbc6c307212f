import type { SearchApiProp, SearchPage } from '../src/types';

/** A small docs site for golden queries: guide pages, component pages, demos and API rows. */

const GUIDE = { navTitle: 'Guide', navOrder: 1 };
const COMPONENTS = { navTitle: 'Components', navOrder: 2 };

function section(link: string, title: string, ...paragraphs: string[]) {
  const anchor = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { rawTitle: title, title, link: `${link}#${anchor}`, paragraphs };
}

function demo(
  link: string,
  name: string,
  title: string,
  description: string,
  keywords: string[] = [],
) {
  return { link: `${link}#${name}`, title, description, keywords };
}

function component(
  name: string,
  intro: string,
  sections: [string, ...string[]][],
  demos: [string, string, string, string[]?][],
  props: SearchApiProp[],
): SearchPage {
  const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const link = `/components/tm-${kebab}`;
  return {
    ...COMPONENTS,
    title: name,
    link,
    sections: [
      { rawTitle: '', title: '', link, paragraphs: [intro] },
      ...sections.map(([title, ...paragraphs]) => section(link, title, ...paragraphs)),
    ],
    demos: demos.map(([id, title, description, keywords]) =>
      demo(link, `${kebab}-demo-${id}`, title, description, keywords),
    ),
    apis: [{ link: `${link}#api`, component: name, props }],
  };
}

const prop = (name: string, description: string) => ({ name, description });

/**
 * Popup: its h1 is a section titled like the page, and its second API table shows a prop of
 * the first from the same declaration, as a page documenting a component and its sub-component
 * does.
 */
function popupPage(): SearchPage {
  const page = component(
    'Popup',
    'Popup slides a panel in from an edge of the screen.',
    [['Position', 'The panel can come from the bottom, top, left or right.']],
    [['position', 'Positions', 'Popups from all four edges.']],
    [
      prop('visible', 'Whether the layer is shown'),
      prop('position', 'Edge the panel comes from'),
      prop('getContainer', 'Where the floating layer is mounted'),
    ],
  );
  const [intro, ...sections] = page.sections;
  return {
    ...page,
    subtitle: '弹出层',
    sections: [
      { ...intro!, rawTitle: 'Popup', title: 'Popup', link: `${page.link}#page-title` },
      ...sections,
    ],
    apis: [
      ...page.apis!,
      {
        link: `${page.link}#api`,
        component: 'PopupSheet',
        props: [
          prop('getContainer', 'Where the floating layer is mounted'),
          prop('snap', 'Height the sheet rests at'),
        ],
      },
    ],
  };
}

export const pages: SearchPage[] = [
  {
    ...GUIDE,
    title: 'Quick start',
    link: '/guide',
    sections: [
      section(
        '/guide',
        'Installation',
        'Install the package with your package manager: npm install @tessera/mobile.',
      ),
      section('/guide', 'First component', 'Import a Button and render it inside your app.'),
    ],
    demos: [],
  },
  {
    ...GUIDE,
    title: 'Style system',
    link: '/guide/style',
    sections: [
      section(
        '/guide/style',
        'Design tokens',
        'Tokens name colors by role: brand, danger, text, background.',
      ),
    ],
    demos: [],
  },
  {
    ...GUIDE,
    title: 'Theme',
    link: '/guide/theme',
    sections: [
      section(
        '/guide/theme',
        'Dark mode',
        'Every color comes from a CSS variable with a dark counterpart.',
      ),
      section(
        '/guide/theme',
        'Local theme',
        'Override variables on a container to theme one part of the page.',
      ),
    ],
    demos: [],
  },
  {
    ...GUIDE,
    title: 'Changelog',
    link: '/guide/log',
    sections: [
      section(
        '/guide/log',
        '5.0.8-alpha.4',
        'Toast: respect the reduced motion preference.',
        'Dialog: fix a crash during server-side rendering.',
      ),
    ],
    demos: [],
  },
  {
    ...component(
      'Button',
      'Buttons start an action. 按钮用于开始一个即时操作。ボタンは操作を開始します。버튼은 작업을 시작합니다.',
      [
        ['When to use', 'Use a primary button for the main action of a screen.'],
        ['Button group', 'Place related buttons side by side with a gap of eight pixels.'],
      ],
      [
        [
          'basic',
          'Basic usage',
          'The simplest button with the four built-in tones.',
          ['tone', 'color'],
        ],
        [
          'loading',
          'Loading state',
          'A button that shows a spinner while it submits.',
          ['spinner', 'async'],
        ],
      ],
      [
        prop('color', 'Semantic color taken from the theme'),
        prop('loading', 'Shows a spinner and blocks repeated taps'),
        prop('onClick', 'Called when the button is tapped'),
      ],
    ),
    subtitle: '按钮',
    keywords: ['btn'],
  },
  component(
    'Toast',
    'Toast shows a short message that disappears by itself.',
    [['Imperative call', 'Toast.show returns a handle that closes the toast.']],
    [['basic', 'Basic usage', 'Show a text toast in the middle of the screen.']],
    [
      prop('content', 'Text of the toast'),
      prop('duration', 'How long the toast stays, in milliseconds'),
      prop('afterClose', 'Called after the toast has closed'),
    ],
  ),
  component(
    'Dialog',
    'Dialog asks the user to confirm an action or read an important message.',
    [['Confirm', 'Dialog.confirm resolves with true when the user presses the confirm button.']],
    [['confirm', 'Confirm dialog', 'Ask before deleting an item.', ['delete']]],
    [
      prop('visible', 'Whether the dialog is shown'),
      prop('onClose', 'Called when the dialog closes'),
      prop('afterClose', 'Called after the closing animation has finished'),
    ],
  ),
  popupPage(),
  component(
    'PullToRefresh',
    'PullToRefresh reloads a list when the user pulls it down.',
    [['Custom text', 'Change the texts shown while pulling, releasing and refreshing.']],
    [['basic', 'Basic usage', 'Pull the list down to refresh it.', ['reload']]],
    [
      prop('onRefresh', 'Called when the user releases after pulling far enough'),
      prop('threshold', 'Distance to pull before a refresh starts'),
    ],
  ),
  component(
    'SearchBar',
    'SearchBar lets the user type keywords to filter a list.',
    [['Cancel button', 'Show a cancel button while the bar has focus.']],
    [['basic', 'Basic usage', 'A search bar with a placeholder.']],
    [
      prop('placeholder', 'Hint text shown while the value is empty'),
      prop('onSearch', 'Called with the keywords on enter'),
    ],
  ),
  component(
    'Cascader',
    'Cascader picks a value from nested options, level by level.',
    [['CascaderView', 'CascaderView is the cascader without the popup, for inline use.']],
    [['basic', 'Basic usage', 'Pick a province, a city and a district.', ['address']]],
    [
      prop('options', 'Nested options to choose from'),
      prop('onChange', 'Called with the new value after it changes'),
    ],
  ),
  component(
    'Tabs',
    'Tabs switch between views of the same level.',
    [['Swipe', 'Swipe the content area to move to the next tab.']],
    [['basic', 'Basic usage', 'Three tabs with text content.']],
    [
      prop('activeKey', 'Key of the current tab'),
      prop('onChange', 'Called with the key of the new tab'),
    ],
  ),
  component(
    'Input',
    'Input takes a single line of text.',
    [['Clearable', 'A clear icon empties the value.']],
    [['basic', 'Basic usage', 'An input with a placeholder.']],
    [
      prop('value', 'Current value in controlled mode'),
      prop('clearable', 'Whether a clear icon is shown'),
    ],
  ),
  component(
    'Badge',
    'Badge marks an icon or an avatar with a number or a dot.',
    [['Dot', 'A dot without a number draws attention quietly.']],
    [['basic', 'Basic usage', 'Numbers and dots on icons.']],
    [prop('content', 'Number or text shown in the badge')],
  ),
  component(
    'Empty',
    'Empty fills the space of a list with nothing in it. Text such as <script>alert(1)</script> stays text.',
    [['Custom image', 'Pass any image to replace the default illustration.']],
    [['basic', 'Basic usage', 'The default empty state.']],
    [prop('description', 'Text below the image')],
  ),
];
