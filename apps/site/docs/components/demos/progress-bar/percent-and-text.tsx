/**
 * title: Percent and text
 * description: A bar you can advance, with the percentage after it and a custom label from a function.
 * keywords: [percent, text, label]
 */
import { Button, Flex, ProgressBar } from '@tessera/mobile';
import { useState } from 'react';

export default function PercentAndText() {
  const [percent, setPercent] = useState(30);
  return (
    <Flex direction="column" gap="l">
      <ProgressBar percent={percent} text aria-label="Upload" />
      <ProgressBar
        percent={percent}
        text={(p) => `${Math.round(p / 20)} of 5 steps`}
        aria-label="Steps"
      />
      <Button size="small" onClick={() => setPercent((p) => (p >= 100 ? 0 : p + 10))}>
        Advance
      </Button>
    </Flex>
  );
}
