/**
 * title: At the bottom of a page
 * description: The tone matches the background under the footer, and safeArea clears the home indicator.
 * keywords: [tone, light, dark, brand, safeArea, background, page end]
 */
import { Box, Flex, Footer, Segmented } from '@tessera/mobile';
import { useState } from 'react';

const tones = ['default', 'light', 'dark', 'brand'] as const;

export default function PageEnd() {
  const [tone, setTone] = useState<(typeof tones)[number]>('default');
  return (
    <Flex direction="column" gap="m">
      <Segmented
        aria-label="Tone"
        block
        options={tones}
        value={tone}
        onChange={(value) => setTone(value as typeof tone)}
      />
      <Box background="page">
        <Footer
          tone={tone}
          safeArea
          label="No more orders"
          content="Orders older than two years are archived."
          links={[{ text: 'Read the guide', href: '/guide' }]}
        />
      </Box>
    </Flex>
  );
}
