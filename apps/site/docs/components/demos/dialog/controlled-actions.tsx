/**
 * title: Declarative, with action rows
 * description: The component form with visible state; actions in a nested array sit side by side, a danger action is red.
 * keywords: [visible, actions, danger, bold]
 */
import { Button, Dialog } from '@tessera/mobile';
import { useState } from 'react';

export default function ControlledActions() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Button block onClick={() => setVisible(true)}>
        Sign out
      </Button>
      <Dialog
        visible={visible}
        title="Sign out of all devices?"
        content="You will need your password to sign in again."
        closeOnAction
        onClose={() => setVisible(false)}
        actions={[
          { key: 'this', text: 'Only this phone', bold: true },
          { key: 'all', text: 'All devices', danger: true },
          { key: 'cancel', text: 'Cancel' },
        ]}
      />
    </>
  );
}
