/**
 * title: Single choice
 * description: Tap a row to check it; tap it again to clear. The value is an array with at most one entry.
 * keywords: [single, value, description]
 */
import { CheckList, type CheckListValue } from '@tessera/mobile';
import { useState } from 'react';

export default function Basic() {
  const [value, setValue] = useState<CheckListValue[]>(['week']);
  return (
    <>
      <p id="repeat-label">Repeat</p>
      <CheckList aria-labelledby="repeat-label" value={value} onChange={setValue}>
        <CheckList.Item value="never">Never</CheckList.Item>
        <CheckList.Item value="day">Every day</CheckList.Item>
        <CheckList.Item value="week" description="On the same weekday">
          Every week
        </CheckList.Item>
        <CheckList.Item value="month">Every month</CheckList.Item>
      </CheckList>
      <p>Repeats: {value[0] ?? 'not set'}</p>
    </>
  );
}
