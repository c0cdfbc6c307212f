/**
 * title: Size, shape and block
 * description: Four sizes, rounded and rectangular corners, and a block button that fills the width, as at the bottom of a checkout screen.
 * keywords: [size, shape, rounded, block]
 */
import { Button, Flex } from '@tessera/mobile';

export default function SizeAndShape() {
  return (
    <Flex direction="column" gap="m">
      <Flex align="center" wrap gap="s">
        <Button size="mini" color="primary">
          Mini
        </Button>
        <Button size="small" color="primary">
          Small
        </Button>
        <Button color="primary">Middle</Button>
        <Button size="large" color="primary">
          Large
        </Button>
      </Flex>
      <Flex gap="s">
        <Button shape="rounded" fill="outline" color="primary">
          Rounded
        </Button>
        <Button shape="rectangular" fill="outline" color="primary">
          Rectangular
        </Button>
      </Flex>
      <Button block size="large" color="primary" shape="rounded">
        Place order
      </Button>
    </Flex>
  );
}
