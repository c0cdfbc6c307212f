/**
 * title: A list over a map
 * description: Open the panel, then drag its handle or its list between three heights. Dragging the list up lifts the panel to the top, then the list scrolls; scrolled back to its top, a drag down lowers the panel.
 * keywords: [anchors, handleDraggingOfContent, scroll hand-off, onHeightChange]
 */
import { Box, Button, FloatingPanel } from '@tessera/mobile';
import { useState } from 'react';

const stops = Array.from({ length: 24 }, (_, i) => `Stop ${i + 1}`);

export default function MapList() {
  const [open, setOpen] = useState(false);
  const [height, setHeight] = useState(120);
  return (
    <>
      <Button onClick={() => setOpen(!open)}>{open ? 'Hide the panel' : 'Show the panel'}</Button>
      <p>Panel height: {open ? `${Math.round(height)} px` : 'hidden'}</p>
      {open && (
        <FloatingPanel
          anchors={[120, 320, 560]}
          onHeightChange={(h) => setHeight(h)}
          aria-label="Stops"
        >
          <Box as="ul" padding="none">
            {stops.map((stop) => (
              <Box as="li" key={stop} padding="l">
                {stop}
              </Box>
            ))}
          </Box>
        </FloatingPanel>
      )}
    </>
  );
}
