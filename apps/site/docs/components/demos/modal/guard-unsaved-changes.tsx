/**
 * title: Guard unsaved changes
 * description: canDismiss asks before closing when the text changed, whatever closed it (mask, button, Escape or Back).
 * keywords: [canDismiss, unsaved, guard, form]
 */
import { Button, Dialog, Modal } from '@tessera/mobile';
import { useState } from 'react';

export default function GuardUnsavedChanges() {
  const [visible, setVisible] = useState(false);
  const [note, setNote] = useState('');
  return (
    <>
      <Button block onClick={() => setVisible(true)}>
        Add a note
      </Button>
      <Modal
        visible={visible}
        title="New note"
        canDismiss={async () =>
          note === '' || Dialog.confirm({ title: 'Discard the note?', confirmText: 'Discard' })
        }
        onClose={() => {
          setVisible(false);
          setNote('');
        }}
        actions={[{ key: 'save', text: 'Save', bold: true, onClick: () => setVisible(false) }]}
      >
        <label>
          Note
          <textarea value={note} onChange={(event) => setNote(event.target.value)} rows={3} />
        </label>
      </Modal>
    </>
  );
}
