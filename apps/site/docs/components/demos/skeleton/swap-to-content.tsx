/**
 * title: Swap to content
 * description: The skeleton shows while the profile loads, then the real content takes its place.
 * keywords: [loading, children, swap]
 */
import { Button, Flex, Skeleton } from '@tessera/mobile';
import { useState } from 'react';

export default function SwapToContent() {
  const [loading, setLoading] = useState(true);
  return (
    <Flex direction="column" gap="l">
      <Skeleton loading={loading} avatar lineCount={2}>
        <p>
          <strong>Ada Lovelace</strong>
          <br />
          Mathematician. Writes the first programs.
        </p>
      </Skeleton>
      <Button size="small" onClick={() => setLoading((value) => !value)}>
        {loading ? 'Finish loading' : 'Load again'}
      </Button>
    </Flex>
  );
}
