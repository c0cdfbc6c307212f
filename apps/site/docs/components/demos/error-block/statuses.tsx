/**
 * title: Statuses
 * description: The four statuses with their default texts; switch between them with the buttons.
 * keywords: [status, default, busy, disconnected, empty]
 */
import { Button, ErrorBlock, Flex, type ErrorBlockStatus } from '@tessera/mobile';
import { useState } from 'react';

const statuses: ErrorBlockStatus[] = ['default', 'busy', 'disconnected', 'empty'];

export default function Statuses() {
  const [status, setStatus] = useState<ErrorBlockStatus>('default');
  return (
    <Flex direction="column" gap="m">
      <Flex wrap gap="s">
        {statuses.map((s) => (
          <Button
            key={s}
            size="mini"
            fill={s === status ? 'solid' : 'outline'}
            color="primary"
            onClick={() => setStatus(s)}
          >
            {s}
          </Button>
        ))}
      </Flex>
      <ErrorBlock status={status} />
    </Flex>
  );
}
