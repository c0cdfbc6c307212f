/**
 * title: Group
 * description: Radios in a group share one value. The group is one Tab stop; the arrow keys move to the next radio and check it, Home and End to the ends.
 * keywords: [group, value, keyboard, arrow keys]
 */
import { Radio, type RadioValue } from '@tessera/mobile';
import { useState } from 'react';

export default function Basic() {
  const [value, setValue] = useState<RadioValue | null>('standard');
  return (
    <>
      <p id="delivery-label">Delivery</p>
      <Radio.Group aria-labelledby="delivery-label" value={value} onChange={setValue}>
        <Radio value="standard">Standard (3–5 days)</Radio>
        <Radio value="express">Express (next day)</Radio>
        <Radio value="drone" disabled>
          Drone (not in your area)
        </Radio>
        <Radio value="pickup">Pick up in store</Radio>
      </Radio.Group>
      <p>Selected: {value}</p>
    </>
  );
}
