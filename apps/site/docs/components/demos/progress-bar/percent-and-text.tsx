/**
 * title: Percent and text
 * description: A bar you can advance, with the percentage after it, a custom label from a function, and a buffer ahead of the value.
 * keywords: [percent, text, label, buffer]
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
      <ProgressBar percent={percent} buffer={percent + 25} aria-label="Video" />
      <Button size="small" onClick={() => setPercent((p) => (p >= 100 ? 0 : p + 10))}>
        Advance
      </Button>
    </Flex>
  );
}
