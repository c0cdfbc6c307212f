/**
 * title: Inline view
 * description: CascaderView is the tabs and list without the sheet, for a page or a panel of your own. Each choice calls onChange at once.
 * keywords: [CascaderView, inline, onChange, onTabsChange]
 */
import { CascaderView, type CascaderValue } from '@tessera/mobile';
import { useState } from 'react';

const categories = [
  {
    label: 'Home',
    value: 'home',
    children: [
      {
        label: 'Kitchen',
        value: 'kitchen',
        children: [
          { label: 'Pans', value: 'pans' },
          { label: 'Knives', value: 'knives' },
        ],
      },
      { label: 'Garden', value: 'garden', children: [{ label: 'Tools', value: 'tools' }] },
    ],
  },
  {
    label: 'Books',
    value: 'books',
    children: [
      { label: 'Travel', value: 'travel' },
      { label: 'Cooking', value: 'cooking' },
    ],
  },
];

export default function Inline() {
  const [value, setValue] = useState<CascaderValue[]>(['home']);
  const [level, setLevel] = useState(1);
  const [done, setDone] = useState(false);
  return (
    <>
      <CascaderView
        aria-label="Category"
        options={categories}
        value={value}
        onChange={(next, { isLeaf }) => {
          setValue(next);
          setDone(isLeaf);
        }}
        onTabsChange={setLevel}
      />
      <p>
        Level {level + 1} shown; {done ? `chosen: ${value.join(' › ')}` : 'keep choosing'}
      </p>
    </>
  );
}
