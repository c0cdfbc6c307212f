/**
 * title: Hover and keyboard focus
 * description: Tips that open on hover or keyboard focus and close when the pointer or focus leaves, or on Escape.
 * keywords: [trigger, hover, focus, openDelay, closeDelay, tooltip]
 */
import { Button, Flex, Popover } from '@tessera/mobile';

export default function HoverAndFocus() {
  return (
    <Flex gap="m" justify="center">
      <Popover trigger="hover" content="Free delivery on orders over $50" placement="bottom">
        <Button size="small">Delivery</Button>
      </Popover>
      <Popover
        trigger="hover"
        openDelay={400}
        content="Returns within 30 days"
        mode="dark"
        placement="bottom"
      >
        <Button size="small" fill="outline">
          Returns (slower)
        </Button>
      </Popover>
    </Flex>
  );
}
