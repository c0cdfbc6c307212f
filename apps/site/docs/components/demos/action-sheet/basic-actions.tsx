/**
 * title: Basic
 * description: A sheet of actions with a cancel button; tapping an action reports it and closes the sheet.
 * keywords: [actions, cancelText, onAction]
 */
import { ActionSheet, Button, Toast, type Action } from '@tessera/mobile';
import { useState } from 'react';

const actions: Action[] = [
  { key: 'copy', text: 'Copy link' },
  { key: 'save', text: 'Save to album' },
  { key: 'report', text: 'Report' },
];

export default function BasicActions() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Button block onClick={() => setVisible(true)}>
        More
      </Button>
      <ActionSheet
        visible={visible}
        actions={actions}
        cancelText="Cancel"
        onAction={(action) => Toast.show(`${action.text}`)}
        onClose={() => setVisible(false)}
      />
    </>
  );
}
