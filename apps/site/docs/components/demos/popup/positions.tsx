/**
 * title: Positions
 * description: The same content sliding in from each edge, or appearing in the centre.
 * keywords: [position, bottom, top, left, right, center]
 */
import { Box, Button, Flex, Popup, type PopupPosition } from '@tessera/mobile';
import { useState } from 'react';

const positions: PopupPosition[] = ['bottom', 'top', 'left', 'right', 'center'];

export default function Positions() {
  const [open, setOpen] = useState<PopupPosition | null>(null);
  return (
    <Flex wrap gap="s">
      {positions.map((position) => (
        <Button key={position} size="small" onClick={() => setOpen(position)}>
          {position}
        </Button>
      ))}
      <Popup
        visible={open !== null}
        position={open ?? 'bottom'}
        aria-label={`Popup from the ${open ?? 'bottom'}`}
        onClose={() => setOpen(null)}
      >
        <Box padding="xl">
          <strong>Popup from the {open}</strong>
          <p>Tap the mask or press Escape to close.</p>
        </Box>
      </Popup>
    </Flex>
  );
}
