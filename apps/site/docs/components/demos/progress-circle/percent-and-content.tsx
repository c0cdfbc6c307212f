/**
 * title: Percent and content
 * description: A ring you can advance, with the percentage in its centre.
 * keywords: [percent, children, centre]
 */
import { Button, Flex, ProgressCircle } from '@tessera/mobile';
import { useState } from 'react';

export default function PercentAndContent() {
  const [percent, setPercent] = useState(40);
  return (
    <Flex align="center" gap="l">
      <ProgressCircle percent={percent} aria-label="Download">
        {percent}%
      </ProgressCircle>
      <Button size="small" onClick={() => setPercent((p) => (p >= 100 ? 0 : p + 20))}>
        Advance
      </Button>
    </Flex>
  );
}
