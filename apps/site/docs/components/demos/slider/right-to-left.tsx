/**
 * title: Right to left
 * description: In right-to-left text the track runs from the right, the marks still read the right way round, and the Left arrow increases the value.
 * keywords: [rtl, dir, direction, marks]
 */
import { Slider } from '@tessera/mobile';
import { useState } from 'react';

const marks = { 0: 'صفر', 50: 'نصف', 100: 'كامل' };

export default function RightToLeft() {
  const [value, setValue] = useState(20);
  return (
    <div dir="rtl" lang="ar">
      <Slider
        aria-label="السطوع"
        marks={marks}
        value={value}
        onChange={(next) => setValue(next as number)}
        popover
      />
      <p>السطوع {value}</p>
    </div>
  );
}
