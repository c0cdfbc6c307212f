/**
 * title: Standalone and colours
 * description: Badges on their own after a label, in each colour role, and with a ring that keeps them apart from a coloured background.
 * keywords: [standalone, color, bordered]
 */
import { Badge, Button, Flex } from '@tessera/mobile';

export default function Standalone() {
  return (
    <Flex direction="column" gap="m">
      <span>
        Messages <Badge content={12} label="12 unread messages" />
      </span>
      <Flex gap="m" align="center">
        <Badge content={1} color="danger" label="1 alert" />
        <Badge content={2} color="primary" label="2 tasks" />
        <Badge content={3} color="success" label="3 done" />
        <Badge content={4} color="warning" label="4 pending" />
        <Badge content="Beta" color="primary" />
      </Flex>
      <Badge content={7} bordered label="7 drafts">
        <Button color="primary">Drafts</Button>
      </Badge>
    </Flex>
  );
}
