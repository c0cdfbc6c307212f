/**
 * title: Live download
 * description: A ring inside a download button's row that fills as a simulated download runs, with the percentage in its centre.
 * keywords: [download, animation, live]
 */
import { Button, Flex, ProgressCircle } from '@tessera/mobile';
import { useEffect, useState } from 'react';

export default function LiveDownload() {
  const [percent, setPercent] = useState(0);
  const [started, setStarted] = useState(false);
  const running = started && percent < 100;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setPercent((p) => Math.min(100, p + 5)), 200);
    return () => clearTimeout(timer);
  }, [running, percent]);
  return (
    <Flex align="center" gap="l">
      <ProgressCircle
        percent={percent}
        color={percent === 100 ? 'success' : 'primary'}
        aria-label="Download"
      >
        {percent}%
      </ProgressCircle>
      <Button
        size="small"
        disabled={running}
        onClick={() => {
          setPercent(0);
          setStarted(true);
        }}
      >
        Download map
      </Button>
    </Flex>
  );
}
