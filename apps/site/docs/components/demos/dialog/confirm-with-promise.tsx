/**
 * title: Confirm with a Promise
 * description: Dialog.confirm resolves true or false, so the flow reads top to bottom; Dialog.alert resolves when dismissed.
 * keywords: [confirm, alert, promise, imperative]
 */
import { Button, Dialog, Flex, Toast } from '@tessera/mobile';

export default function ConfirmWithPromise() {
  return (
    <Flex direction="column" gap="m">
      <Button
        color="danger"
        block
        onClick={async () => {
          const confirmed = await Dialog.confirm({
            title: 'Delete this photo?',
            content: 'It will be removed from all your albums.',
            confirmText: 'Delete',
          });
          Toast.show(confirmed ? 'Photo deleted' : 'Kept it');
        }}
      >
        Delete photo
      </Button>
      <Button
        block
        onClick={() =>
          Dialog.alert({ title: 'Storage almost full', content: 'You have 200 MB left.' })
        }
      >
        Show an alert
      </Button>
    </Flex>
  );
}
