/**
 * title: Placement
 * description: Popovers on four sides of their buttons; near an edge they flip and shift to stay on screen.
 * keywords: [placement, top, bottom, left, right, flip]
 */
import { Button, Flex, Popover } from '@tessera/mobile';

export default function Placement() {
  return (
    <Flex direction="column" align="center" gap="l">
      <Popover content="Shown above" placement="top">
        <Button size="small">Top</Button>
      </Popover>
      <Flex gap="xl">
        <Popover content="On the left" placement="left">
          <Button size="small">Left</Button>
        </Popover>
        <Popover content="On the right" placement="right">
          <Button size="small">Right</Button>
        </Popover>
      </Flex>
      <Popover content="Below, aligned to the start" placement="bottom-start">
        <Button size="small">Bottom start</Button>
      </Popover>
    </Flex>
  );
}
