/**
 * title: Range with marks and ticks
 * description: range gives two thumbs that stop at each other; marks label chosen values and ticks dots every step. residentPopover keeps the amounts shown.
 * keywords: [range, marks, ticks, step, residentPopover]
 */
import { Slider, type SliderValue } from '@tessera/mobile';
import { useState } from 'react';

const marks = { 0: '$0', 100: '$100', 200: '$200', 300: '$300', 400: '$400', 500: '$500' };

export default function RangeAndMarks() {
  const [price, setPrice] = useState<SliderValue>([100, 300]);
  const [from, to] = price as [number, number];
  return (
    <>
      <Slider
        aria-label="Price"
        range
        min={0}
        max={500}
        step={50}
        ticks
        marks={marks}
        value={price}
        onChange={setPrice}
        popover={(value) => `$${value}`}
        residentPopover
      />
      <p>
        From ${from} to ${to}
      </p>
    </>
  );
}
