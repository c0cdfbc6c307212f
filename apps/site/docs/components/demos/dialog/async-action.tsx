/**
 * title: Async actions
 * description: The confirm action waits for a slow request; its button shows a spinner and the dialog stays open until the request finishes.
 * keywords: [async, loading, onConfirm]
 */
import { Button, Dialog, Toast } from '@tessera/mobile';

function publish() {
  return new Promise((resolve) => setTimeout(resolve, 1500));
}

export default function AsyncAction() {
  return (
    <Button
      color="primary"
      block
      onClick={async () => {
        const done = await Dialog.confirm({
          title: 'Publish the post?',
          content: 'Everyone who follows you will see it.',
          confirmText: 'Publish',
          onConfirm: publish,
        });
        if (done) Toast.show({ content: 'Published', icon: 'success' });
      }}
    >
      Publish
    </Button>
  );
}
