/**
 * title: Inside a scrolling container
 * description: The list scrolls inside a bottom sheet; pulling works only once the sheet's content is at its top, never while scrolling back up.
 * keywords: [scroll container, top only, nested scroll, popup]
 */
import { Box, Button, Popup, PullToRefresh } from '@tessera/mobile';
import { useState } from 'react';

const rows = Array.from({ length: 30 }, (_, index) => `Transaction ${index + 1}`);

export default function ScrollContainer() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Button block onClick={() => setVisible(true)}>
        Show transactions
      </Button>
      <Popup visible={visible} aria-label="Transactions" onClose={() => setVisible(false)}>
        <PullToRefresh onRefresh={() => new Promise((resolve) => setTimeout(resolve, 800))}>
          <Box as="ul" padding="l">
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </Box>
        </PullToRefresh>
      </Popup>
    </>
  );
}
