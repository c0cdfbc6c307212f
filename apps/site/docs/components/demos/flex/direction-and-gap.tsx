/**
 * title: Direction and gap
 * description: A row and a column of items with token gaps; gap takes one step or a [horizontal, vertical] pair.
 * keywords: [direction, row, column, gap]
 */
import { Button, Flex } from '@tessera/mobile';

export default function DirectionAndGap() {
  return (
    <Flex direction="column" gap="l">
      <Flex gap="s">
        <Button size="small">Today</Button>
        <Button size="small">Week</Button>
        <Button size="small">Month</Button>
      </Flex>
      <Flex direction="column" gap="xs">
        <Button fill="outline" block>
          Reply
        </Button>
        <Button fill="outline" block>
          Forward
        </Button>
      </Flex>
    </Flex>
  );
}
