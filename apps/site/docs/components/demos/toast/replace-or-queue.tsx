/**
 * title: Replace, queue or stack
 * description: Toasts in a row. With replace the newest takes over at once, with queue each waits its turn, with stack they show together.
 * keywords: [policy, replace, queue, stack, allowMultiple]
 */
import { Button, Flex, Toast } from '@tessera/mobile';

export default function ReplaceQueueOrStack() {
  return (
    <Flex direction="column" gap="m">
      <Button
        block
        onClick={() => {
          Toast.show({ content: 'Saving…', icon: 'loading', duration: 0 });
          setTimeout(() => Toast.show({ content: 'Saved', icon: 'success' }), 1200);
        }}
      >
        Replace: saving, then saved
      </Button>
      <Button
        block
        onClick={() => {
          Toast.show({ content: 'Photo 1 uploaded', policy: 'queue', duration: 1200 });
          Toast.show({ content: 'Photo 2 uploaded', policy: 'queue', duration: 1200 });
          Toast.show({ content: 'All photos uploaded', policy: 'queue', icon: 'success' });
        }}
      >
        Queue: three messages in order
      </Button>
      <Button
        block
        onClick={() =>
          ['Ana', 'Ben', 'Cy'].forEach((name, i) =>
            Toast.show({
              content: `Sent to ${name}`,
              policy: 'stack',
              position: 'top',
              duration: 2000 + i * 600,
            }),
          )
        }
      >
        Stack: three at once
      </Button>
    </Flex>
  );
}
