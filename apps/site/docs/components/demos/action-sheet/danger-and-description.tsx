/**
 * title: Descriptions, danger and disabled
 * description: A heading above the actions, a second line under an action, a disabled action and a red destructive one.
 * keywords: [extra, description, danger, disabled, bold]
 */
import { ActionSheet, Button, type Action } from '@tessera/mobile';
import { useState } from 'react';

const actions: Action[] = [
  { key: 'archive', text: 'Archive', description: 'Hide it from the inbox, keep it in search' },
  { key: 'move', text: 'Move to folder', disabled: true, description: 'No folders yet' },
  { key: 'delete', text: 'Delete conversation', danger: true, bold: true },
];

export default function DangerAndDescription() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Button block onClick={() => setVisible(true)}>
        Conversation options
      </Button>
      <ActionSheet
        visible={visible}
        extra="What do you want to do with this conversation?"
        actions={actions}
        cancelText="Cancel"
        onClose={() => setVisible(false)}
      />
    </>
  );
}
