import * as library from '@tessera/mobile';

// Every component the package exports, with the props below (none for most) and inside the
// parent some need; each has a key, as items such as `Dropdown.Item` need one. A new component
// that needs props fails the check until it has an entry.
const options = [
  { label: 'North', value: 'n' },
  { label: 'South', value: 's' },
];
const props = {
  Avatar: { src: '/a.svg' },
  CascaderView: { options },
  CheckListItem: { value: 'n', children: 'North' },
  DropdownItem: { title: 'Area', options },
  Ellipsis: { content: 'A long text' },
  FloatingPanel: { anchors: [100, 300], children: 'Panel' },
  FormArray: { name: 'list', children: (fields) => fields.length },
  FormItem: { name: 'name', label: 'Name', children: <library.Input /> },
  FormSubscribe: { to: ['name'], children: (values) => String(values.name) },
  Image: { src: '/a.svg', alt: 'A picture' },
  ImageViewerMulti: { images: ['/a.svg'] },
  IndexBar: { items: [{ index: 'A', title: 'A', children: 'Ada' }] },
  PageIndicator: { total: 3 },
  Popover: { content: 'Tip', children: <button type="button">Open</button> },
  PopoverMenu: {
    actions: [{ key: 'a', text: 'Copy' }],
    children: <button type="button">More</button>,
  },
  ProgressBar: { percent: 40 },
  ProgressCircle: { percent: 40 },
  Result: { title: 'Done' },
  ResultPage: { title: 'Paid', details: [{ label: 'Amount', value: '24.00' }] },
  Segmented: { 'aria-label': 'View', options: ['Day', 'Week'] },
  Selector: { options },
  Tour: { defaultOpen: false, steps: [{ title: 'Welcome', description: 'A first step' }] },
};
const parents = {
  CheckListItem: library.CheckList,
  DropdownItem: library.Dropdown,
  FormArray: library.Form,
  FormItem: library.Form,
  FormSubscribe: library.Form,
};
const isComponent = (value) =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && '$$typeof' in value);
export const componentsOf = (exports) =>
  Object.entries(exports).filter(([name, value]) => /^[A-Z]/.test(name) && isComponent(value));
export function elementFor(name, Component) {
  const Parent = parents[name] ?? 'div';
  return (
    <main>
      <Parent>
        <Component key={name} {...props[name]} />
      </Parent>
    </main>
  );
}
