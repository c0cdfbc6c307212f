/**
 * title: Hover and keyboard focus
 * description: A tip that opens when the pointer rests on its button or when the button gets keyboard focus, and closes when either leaves; Escape closes it too. On a touch screen a tap opens it.
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
