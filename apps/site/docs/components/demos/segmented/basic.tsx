/**
 * title: Choose one
 * description: Tap a segment or use the arrow keys; the thumb slides to the chosen one.
 * keywords: [options, value, onChange, radiogroup]
 */
import { Flex, Segmented } from '@tessera/mobile';
import { useState } from 'react';

export default function Basic() {
  const [view, setView] = useState<string | number>('Week');
  return (
    <Flex direction="column" gap="m" align="start">
      <Segmented
        aria-label="Calendar view"
        options={['Day', 'Week', 'Month']}
        value={view}
        onChange={setView}
      />
      <p>Showing the {String(view).toLowerCase()} view</p>
    </Flex>
  );
}
