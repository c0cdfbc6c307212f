// API and CSS-variable tables of the component pages.
import { between, sample } from './random.mjs';

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
export function apiTable(r) {
  const rows = sample(r, COMMON_PROPS, between(r, 6, 10));
  const head = '| Name | Description | Type | Default |\n| --- | --- | --- | --- |';
  return head + '\n' + rows.map(([n, t, d, desc]) => `| ${n} | ${desc} | ${t} | ${d} |`).join('\n');
}
export const CSS_VARS = [
  '--adm-color-primary',
  '--adm-color-text',
  '--adm-color-background',
  '--adm-font-size-main',
  '--adm-border-color',
  '--adm-radius-m',
];
