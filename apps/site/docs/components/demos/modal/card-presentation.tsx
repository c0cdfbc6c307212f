/**
 * title: Card presentation
 * description: A compose card slides up while the inbox behind scales back. Swipe it down to close; with a draft, canDismiss asks first.
 * keywords: [presentation, card, presentingElement, sheet, iOS, swipe, canDismiss]
 * iframe: 600
 */
import { Box, Button, Dialog, Modal } from '@tessera/mobile';
import { useRef, useState } from 'react';

const messages = [
  ['Ada', 'Lunch on Friday?'],
  ['Grace', 'Slides for the talk'],
  ['Alan', 'Re: the puzzle'],
  ['Barbara', 'Review of chapter 3'],
  ['Edsger', 'A note on two problems'],
  ['Margaret', 'Launch checklist'],
  ['Donald', 'Errata, volume 4'],
];

export default function CardPresentation() {
  const inbox = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [draft, setDraft] = useState('');
  const close = () => {
    setVisible(false);
    setDraft('');
  };
  return (
    <>
      <Box ref={inbox} background="default" padding="l">
        <strong>Inbox</strong>
        <ul>
          {messages.map(([from, subject]) => (
            <li key={from}>
              <p>
                <strong>{from}</strong>
                <br />
                {subject}
              </p>
            </li>
          ))}
        </ul>
        <Button block color="primary" onClick={() => setVisible(true)}>
          New message
        </Button>
      </Box>
      <Modal
        visible={visible}
        presentation="card"
        presentingElement={() => inbox.current}
        title="New message"
        canDismiss={async () =>
          draft === '' || Dialog.confirm({ title: 'Discard the draft?', confirmText: 'Discard' })
        }
        onClose={close}
        actions={[{ key: 'send', text: 'Send', bold: true, onClick: close }]}
      >
        <label>
          Message
          <textarea value={draft} onChange={(event) => setDraft(event.target.value)} rows={4} />
        </label>
      </Modal>
    </>
  );
}
