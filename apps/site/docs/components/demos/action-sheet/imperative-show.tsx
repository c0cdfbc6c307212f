/**
 * title: Imperative
 * description: ActionSheet.show opens a sheet from any handler, without state in your component.
 * keywords: [ActionSheet.show, imperative]
 */
import { ActionSheet, Button, Toast } from '@tessera/mobile';

export default function ImperativeShow() {
  return (
    <Button
      block
      onClick={() =>
        ActionSheet.show({
          extra: 'Change profile photo',
          actions: [
            { key: 'camera', text: 'Take photo' },
            { key: 'library', text: 'Choose from library' },
            { key: 'remove', text: 'Remove photo', danger: true },
          ],
          cancelText: 'Cancel',
          onAction: (action) => Toast.show(`${action.text}`),
        })
      }
    >
      Change photo
    </Button>
  );
}
