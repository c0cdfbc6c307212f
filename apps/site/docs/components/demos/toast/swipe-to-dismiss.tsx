/**
 * title: Swipe to dismiss
 * description: Two queued messages. Swipe one sideways to close it early; the next takes its place.
 * keywords: [swipe, dismiss, gesture, afterClose, closeOnSwipe]
 */
import { Button, Flex, Toast } from '@tessera/mobile';
import { useState } from 'react';

export default function SwipeToDismiss() {
  const [dismissed, setDismissed] = useState(0);
  return (
    <Flex direction="column" gap="m">
      <Button
        block
        onClick={() => {
          for (const content of ['New message from Ada', 'New message from Grace']) {
            Toast.show({
              content,
              position: 'top',
              duration: 6000,
              policy: 'queue',
              afterClose: () => setDismissed((count) => count + 1),
            });
          }
        }}
      >
        Show two messages
      </Button>
      <p aria-live="polite">Dismissed so far: {dismissed}</p>
    </Flex>
  );
}
