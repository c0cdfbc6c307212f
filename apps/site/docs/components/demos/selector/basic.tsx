/**
 * title: Single and multiple
 * description: A single selector picks one chip (tap it again to clear); multiple picks several. The value is an array in both modes.
 * keywords: [single, multiple, value, disabled]
 */
import { Selector, type SelectorValue } from '@tessera/mobile';
import { useState } from 'react';

const sizes = [
  { label: 'S', value: 's' },
  { label: 'M', value: 'm' },
  { label: 'L', value: 'l' },
  { label: 'XL', value: 'xl', disabled: true },
];
const extras = [
  { label: 'Gift wrap', value: 'wrap' },
  { label: 'Card', value: 'card' },
  { label: 'Express', value: 'express' },
];

export default function Basic() {
  const [size, setSize] = useState<SelectorValue[]>(['m']);
  const [chosen, setChosen] = useState<SelectorValue[]>([]);
  return (
    <>
      <p id="size-label">Size</p>
      <Selector aria-labelledby="size-label" options={sizes} value={size} onChange={setSize} />
      <p id="extras-label">Extras</p>
      <Selector
        aria-labelledby="extras-label"
        multiple
        options={extras}
        value={chosen}
        onChange={setChosen}
      />
      <p>
        Size {size.join() || 'not chosen'}; extras: {chosen.join(', ') || 'none'}
      </p>
    </>
  );
}
