/**
 * title: Padding and surface
 * description: A card on the page background, with padding and corner radius from the tokens.
 * keywords: [padding, background, radius, card]
 */
import { Box } from '@tessera/mobile';

export default function PaddingAndSurface() {
  return (
    <Box background="page" padding="m">
      <Box background="default" radius="m" padding="l">
        <strong>Order #1042</strong>
        <p>Two items, arriving Thursday.</p>
      </Box>
    </Box>
  );
}
