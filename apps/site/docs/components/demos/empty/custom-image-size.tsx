/**
 * title: Custom image and size
 * description: An icon as the image at the small size, for a compact empty inbox inside a card.
 * keywords: [image, imageSize, small, custom]
 */
import { Box, Empty, HeartIcon } from '@tessera/mobile';

export default function CustomImageSize() {
  return (
    <Box background="page" radius="m">
      <Empty
        image={<HeartIcon />}
        imageSize="small"
        description="No favourites yet. Tap the heart on a product to save it."
      />
    </Box>
  );
}
