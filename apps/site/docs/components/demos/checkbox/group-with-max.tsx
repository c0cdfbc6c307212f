/**
 * title: Group with a maximum
 * description: A group shares one array value. With max={2}, the other boxes are disabled once two are checked.
 * keywords: [group, max, limit, array]
 */
import { Checkbox, type CheckboxValue } from '@tessera/mobile';
import { useState } from 'react';

const toppings = ['Olives', 'Mushrooms', 'Peppers', 'Onions', 'Pineapple'];

export default function GroupWithMax() {
  const [value, setValue] = useState<CheckboxValue[]>(['Olives']);
  return (
    <>
      <p id="toppings-label">Pick up to two toppings</p>
      <Checkbox.Group aria-labelledby="toppings-label" max={2} value={value} onChange={setValue}>
        {toppings.map((topping) => (
          <Checkbox key={topping} value={topping} block>
            {topping}
          </Checkbox>
        ))}
      </Checkbox.Group>
      <p>Chosen: {value.join(', ') || 'none'}</p>
    </>
  );
}
