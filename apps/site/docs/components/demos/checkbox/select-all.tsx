/**
 * title: Select all (indeterminate)
 * description: A parent box reports "mixed" while only some of its children are checked; tapping it checks or clears them all.
 * keywords: [indeterminate, mixed, select all]
 */
import { Checkbox, type CheckboxValue } from '@tessera/mobile';
import { useState } from 'react';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export default function SelectAll() {
  const [value, setValue] = useState<CheckboxValue[]>(['Monday', 'Wednesday']);
  const all = value.length === days.length;
  return (
    <>
      <Checkbox
        checked={all}
        indeterminate={value.length > 0 && !all}
        onChange={(checked) => setValue(checked ? days : [])}
      >
        Every weekday
      </Checkbox>
      <Checkbox.Group
        aria-label="Weekdays"
        value={value}
        onChange={setValue}
        direction="horizontal"
      >
        {days.map((day) => (
          <Checkbox key={day} value={day}>
            {day.slice(0, 3)}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </>
  );
}
