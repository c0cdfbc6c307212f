import { expect, test } from '@tessera/playwright-config/fixtures';
import { started } from './chunks';

/**
 * The library's components and their groups as the product's specification lists them, in its
 * order. CascaderView is documented on Cascader's page, so 59 components have 58 pages.
 */
const GROUPS: Record<string, string[]> = {
  General: ['Button', 'Icon', 'Box', 'Flex'],
  'Data entry': [
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
    'CheckList',
  ],
  Feedback: [
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
  'Data display': [
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
  Navigation: ['NavBar', 'Tabs', 'CapsuleTabs', 'JumboTabs', 'TabBar', 'SliderBar', 'IndexBar'],
  Layout: ['Divider'],
  Guidance: ['NoticeBar', 'Badge'],
};

/** `tm-` and the name in kebab case: ProgressCircle is `/components/tm-progress-circle`. */
const routeOf = (name: string) =>
  `/components/tm-${name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase()}`;

test('the sidebar lists the 58 component pages in their seven groups, in order', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'The same sidebar, in the drawer.');
  await page.goto('/components/tm-button');
  await started(page);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const listed = await sidebar
    .locator('section')
    .evaluateAll((sections) =>
      sections.map((section) => [
        section.querySelector('h2')?.textContent,
        [...section.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
      ]),
    );
  expect(listed).toEqual(
    Object.entries(GROUPS).map(([group, names]) => [
      group,
      names.map((name) => [name, routeOf(name)]),
    ]),
  );
  expect(Object.values(GROUPS).flat()).toHaveLength(58);
});

test("CascaderView has no page of its own: it is a section of Cascader's page", async ({
  page,
  problems,
}) => {
  problems.allow(/status of 404/);
  const response = await page.goto(routeOf('CascaderView'));
  expect(response?.status()).toBe(404);
  await page.goto(routeOf('Cascader'));
  await expect(page.getByRole('heading', { level: 2, name: /CascaderView/ })).toBeVisible();
});
