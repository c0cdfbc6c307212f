/**
 * title: Snap points
 * description: A sheet resting at a third, three fifths or almost all of the screen. Drag the handle or use the arrow keys on it; the list scrolls inside.
 * keywords: [snapPoints, breakpoints, defaultSnap, sheet, drag handle, slider]
 * iframe: 600
 */
import { Box, Button, Popup } from '@tessera/mobile';
import { useState } from 'react';

const stops = [
  'Central Station',
  'Market Square',
  'City Library',
  'Riverside Park',
  'Museum of Art',
  'University',
  'Old Town Hall',
  'Harbour',
  'Botanical Garden',
  'Stadium',
  'Airport Link',
  'North Terminal',
];

export default function SnapPoints() {
  const [visible, setVisible] = useState(false);
  const [snap, setSnap] = useState(0);
  return (
    <>
      <Button block onClick={() => setVisible(true)}>
        Show stops on line 4
      </Button>
      <Popup
        visible={visible}
        snapPoints={[0.3, 0.6, 0.95]}
        defaultSnap={0}
        onSnapChange={setSnap}
        closeOnSwipe
        aria-label="Stops on line 4"
        onClose={() => {
          setVisible(false);
          setSnap(0);
        }}
      >
        <Box paddingX="l">
          <strong>Line 4 · {stops.length} stops</strong>
          <p>Sheet at point {snap + 1} of 3.</p>
          <ol>
            {stops.map((stop) => (
              <li key={stop}>{stop}</li>
            ))}
          </ol>
        </Box>
      </Popup>
    </>
  );
}
