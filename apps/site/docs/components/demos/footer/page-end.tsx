/**
 * title: At the bottom of a page
 * description: On the page background, with the bottom safe-area inset added so the text clears the phone's home indicator.
 * keywords: [safeArea, background, page end]
 */
import { Box, Footer } from '@tessera/mobile';

export default function PageEnd() {
  return (
    <Box background="page">
      <Footer
        safeArea
        label="No more orders"
        content="Orders older than two years are archived."
        links={[{ text: 'Read the guide', href: '/guide' }]}
      />
    </Box>
  );
}
