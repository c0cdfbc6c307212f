/**
 * title: Delay against flashes
 * description: With a 300 ms delay the skeleton appears only if loading takes longer; animated is off here for a static placeholder.
 * keywords: [delay, animated, flash]
 */
import { Button, Flex, Skeleton } from '@tessera/mobile';
import { useState } from 'react';

export default function DelayAndStatic() {
  const [loading, setLoading] = useState(false);
  const load = (ms: number) => {
    setLoading(true);
    setTimeout(() => setLoading(false), ms);
  };
  return (
    <Flex direction="column" gap="l">
      <Flex gap="s">
        <Button size="small" onClick={() => load(150)}>
          Fast load
        </Button>
        <Button size="small" onClick={() => load(1500)}>
          Slow load
        </Button>
      </Flex>
      <Skeleton loading={loading} delay={300} animated={false} lineCount={2}>
        <p>Your balance is 1,240.00.</p>
      </Skeleton>
    </Flex>
  );
}
