/**
 * title: Live upload
 * description: A bar that follows a simulated upload, animating each step, and turns green when it completes.
 * keywords: [upload, animation, live, success]
 */
import { Button, Flex, ProgressBar } from '@tessera/mobile';
import { useEffect, useState } from 'react';

export default function LiveUpload() {
  const [percent, setPercent] = useState<number | null>(null);
  useEffect(() => {
    if (percent === null || percent >= 100) return;
    const timer = setTimeout(() => setPercent((p) => Math.min(100, (p ?? 0) + 8)), 300);
    return () => clearTimeout(timer);
  }, [percent]);
  const done = percent === 100;
  return (
    <Flex direction="column" gap="m">
      <ProgressBar
        percent={percent ?? 0}
        color={done ? 'success' : 'primary'}
        text
        aria-label="Upload"
      />
      <Button size="small" onClick={() => setPercent(0)} disabled={percent !== null && !done}>
        {done ? 'Upload again' : 'Upload video'}
      </Button>
    </Flex>
  );
}
