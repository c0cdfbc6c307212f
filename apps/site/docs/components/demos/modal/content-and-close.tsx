/**
 * title: Content and close button
 * description: A modal with a title, free content and a close button in the corner; tapping the mask closes it too.
 * keywords: [content, showCloseButton, children]
 */
import { Button, Modal } from '@tessera/mobile';
import { useState } from 'react';

export default function ContentAndClose() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Button block onClick={() => setVisible(true)}>
        What is new
      </Button>
      <Modal visible={visible} title="What is new in 5.0" onClose={() => setVisible(false)}>
        <ul>
          <li>Dark mode everywhere</li>
          <li>Faster photo uploads</li>
          <li>Shared albums</li>
        </ul>
      </Modal>
    </>
  );
}
