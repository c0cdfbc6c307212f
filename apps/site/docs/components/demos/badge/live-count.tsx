/**
 * title: A count that changes
 * description: Add and read messages; with showZero the badge stays at 0 instead of disappearing.
 * keywords: [showZero, live, controlled]
 */
import { Badge, Button, Flex, UserIcon } from '@tessera/mobile';
import { useState } from 'react';

export default function LiveCount() {
  const [count, setCount] = useState(3);
  const [showZero, setShowZero] = useState(false);
  return (
    <Flex direction="column" gap="l" align="start">
      <Badge content={count} showZero={showZero} label={`${count} unread messages`}>
        <Button fill="none" size="large" aria-label="Messages">
          <UserIcon />
        </Button>
      </Badge>
      <Flex gap="s" wrap>
        <Button size="small" onClick={() => setCount((c) => c + 1)}>
          New message
        </Button>
        <Button size="small" onClick={() => setCount(0)}>
          Read all
        </Button>
        <Button size="small" aria-pressed={showZero} onClick={() => setShowZero((s) => !s)}>
          Show zero
        </Button>
      </Flex>
    </Flex>
  );
}
