/**
 * title: Replace or queue
 * description: Two toasts in a row. With replace the second takes over at once; with queue it waits for the first to finish.
 * keywords: [policy, replace, queue, stacking]
 */
import { Button, Flex, Toast } from '@tessera/mobile';

export default function ReplaceOrQueue() {
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
    </Flex>
  );
}
