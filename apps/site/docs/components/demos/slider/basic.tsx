/**
 * title: Single value
 * description: Drag the thumb, tap the track, or use the arrow keys, Page Up / Page Down, Home and End. The value shows above the thumb while it is dragged.
 * keywords: [value, onChange, onAfterChange, popover, keyboard]
 */
import { Slider } from '@tessera/mobile';
import { useState } from 'react';

export default function Basic() {
  const [live, setLive] = useState(30);
  const [saved, setSaved] = useState(30);
  return (
    <>
      <p id="volume-label">Volume</p>
      <Slider
        aria-labelledby="volume-label"
        value={live}
        onChange={(value) => setLive(value as number)}
        onAfterChange={(value) => setSaved(value as number)}
        popover
      />
      <p>
        Volume {live}; saved {saved}
      </p>
    </>
  );
}
