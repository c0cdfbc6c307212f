/**
 * title: Size and colour
 * description: Icons are 1em and use currentColor, so they grow with the font size and take the text colour, here inside buttons.
 * keywords: [size, color, currentColor, button]
 */
import { Button, DeleteIcon, Flex, HeartIcon, ShareIcon } from '@tessera/mobile';

export default function SizeAndColor() {
  return (
    <Flex direction="column" gap="m">
      <Flex gap="s">
        <Button color="danger" fill="outline">
          <DeleteIcon /> Delete
        </Button>
        <Button color="primary">
          <ShareIcon /> Share
        </Button>
      </Flex>
      <Flex gap="s" align="center">
        <Button size="large" fill="none" color="danger" aria-label="Like">
          <HeartIcon />
        </Button>
        <Button size="small" fill="none" aria-label="Share">
          <ShareIcon />
        </Button>
      </Flex>
    </Flex>
  );
}
