/**
 * title: In a list
 * description: Rows in a scrolling list; a vertical drag scrolls, opening one row closes the other, and Delete removes the row.
 * keywords: [list, single open, vertical scroll, delete]
 */
import { Box, SwipeAction } from '@tessera/mobile';
import { useState } from 'react';

export default function InAList() {
  const [mails, setMails] = useState([
    'Invoice #204',
    'Team lunch',
    'Your flight',
    'Weekly report',
    'New follower',
  ]);
  return (
    <Box as="ul" padding="none">
      {mails.map((mail) => (
        <li key={mail}>
          <SwipeAction
            endActions={[{ key: 'delete', text: 'Delete', color: 'danger' }]}
            onAction={() => setMails((list) => list.filter((item) => item !== mail))}
          >
            <Box padding="l">{mail}</Box>
          </SwipeAction>
        </li>
      ))}
    </Box>
  );
}
