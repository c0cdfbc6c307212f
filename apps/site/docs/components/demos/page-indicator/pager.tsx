/**
 * title: With any pager
 * description: Dots for five pages moved by two buttons; the indicator tells screen readers "2 of 5" by itself.
 * keywords: [total, current, stand-alone]
 */
import { Button, Flex, PageIndicator } from '@tessera/mobile';
import { useState } from 'react';

export default function Pager() {
  const [page, setPage] = useState(0);
  return (
    <Flex align="center" gap="m">
      <Button size="small" disabled={page === 0} onClick={() => setPage(page - 1)}>
        Back
      </Button>
      <PageIndicator total={5} current={page} />
      <Button size="small" disabled={page === 4} onClick={() => setPage(page + 1)}>
        Forward
      </Button>
    </Flex>
  );
}
