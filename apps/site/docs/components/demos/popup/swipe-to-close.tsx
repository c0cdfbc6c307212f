/**
 * title: Swipe to close
 * description: A bottom sheet with a drag handle; drag it down or flick to close.
 * keywords: [closeOnSwipe, sheet, drag, handle]
 */
import { Box, Button, Popup } from '@tessera/mobile';
import { useState } from 'react';

export default function SwipeToClose() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Button block onClick={() => setVisible(true)}>
        Share location
      </Button>
      <Popup
        visible={visible}
        closeOnSwipe
        aria-label="Share location"
        onClose={() => setVisible(false)}
      >
        <Box paddingX="l" paddingY="s">
          <p>Share your live location with Ada for one hour?</p>
          <Button color="primary" block onClick={() => setVisible(false)}>
            Share for 1 hour
          </Button>
        </Box>
      </Popup>
    </>
  );
}
