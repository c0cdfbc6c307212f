/**
 * title: Imperative confirm
 * description: Modal.confirm returns a Promise of the choice, like Dialog.confirm, with the modal's card layout and close button.
 * keywords: [Modal.confirm, imperative, promise]
 */
import { Button, Modal, Toast } from '@tessera/mobile';

export default function ImperativeConfirm() {
  return (
    <Button
      block
      color="primary"
      onClick={async () => {
        const join = await Modal.confirm({
          title: 'Join the beta?',
          content: 'Try new features before everyone else. You can leave at any time.',
          confirmText: 'Join',
        });
        Toast.show(join ? 'Welcome to the beta' : 'Maybe next time');
      }}
    >
      Beta programme
    </Button>
  );
}
