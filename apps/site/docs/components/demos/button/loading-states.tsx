/**
 * title: Loading
 * description: A fixed loading state with custom text, and an automatic one that lasts while the Promise from onClick is pending.
 * keywords: [loading, async, promise, spinner]
 */
import { Button, Flex } from '@tessera/mobile';
import { useState } from 'react';

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export default function LoadingStates() {
  const [saved, setSaved] = useState(0);
  return (
    <Flex direction="column" gap="m">
      <Button loading loadingText="Signing in" color="primary" block>
        Sign in
      </Button>
      <Button
        loading="auto"
        loadingText="Saving"
        block
        onClick={async () => {
          await wait(1500);
          setSaved((count) => count + 1);
        }}
      >
        Save draft ({saved} saved)
      </Button>
    </Flex>
  );
}
