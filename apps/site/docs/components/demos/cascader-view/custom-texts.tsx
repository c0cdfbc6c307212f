/**
 * title: Placeholders and mark
 * description: placeholder names each level not chosen yet; activeIcon replaces the check mark of the chosen option.
 * keywords: [placeholder, activeIcon]
 */
import { CascaderView, CheckCircleIcon } from '@tessera/mobile';

const sizes = [
  {
    label: 'Shirts',
    value: 'shirts',
    children: [
      {
        label: 'Slim',
        value: 'slim',
        children: [
          { label: 'S', value: 's' },
          { label: 'M', value: 'm' },
        ],
      },
      { label: 'Regular', value: 'regular', children: [{ label: 'L', value: 'l' }] },
    ],
  },
];

export default function CustomTexts() {
  return (
    <CascaderView
      aria-label="Size"
      options={sizes}
      placeholder={(level) => ['Garment', 'Fit', 'Size'][level] ?? 'Select'}
      activeIcon={<CheckCircleIcon />}
    />
  );
}
