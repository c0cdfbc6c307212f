/**
 * title: Full swipe with confirmation
 * description: Swipe a row most of the way across to delete it in one go; beforeClose keeps the row open while the confirmation dialog waits for an answer.
 * keywords: [fullSwipe, beforeClose, confirm, delete, expandable]
 */
import { Box, Dialog, SwipeAction } from '@tessera/mobile';
import { useState } from 'react';

export default function FullSwipeConfirm() {
  const [mails, setMails] = useState(['Receipt for order 1182', 'Parcel delivered', 'Your ticket']);
  return (
    <Box as="ul" padding="none">
      {mails.map((mail) => (
        <li key={mail}>
          <SwipeAction
            fullSwipe="end"
            startActions={[{ key: 'read', text: 'Read', color: 'primary' }]}
            endActions={[
              { key: 'archive', text: 'Archive', color: 'warning' },
              { key: 'delete', text: 'Delete', color: 'danger' },
            ]}
            beforeClose={async ({ action }) => {
              if (action?.key !== 'delete') return true;
              const confirmed = await Dialog.confirm({ content: `Delete “${mail}”?` });
              if (confirmed) setMails((list) => list.filter((item) => item !== mail));
              return confirmed;
            }}
          >
            <Box padding="l">{mail}</Box>
          </SwipeAction>
        </li>
      ))}
    </Box>
  );
}
