/**
 * title: Statuses
 * description: The five statuses, each with its icon and colour.
 * keywords: [status, success, error, info, waiting, warning]
 */
import { Button, Flex, Result, type ResultStatus } from '@tessera/mobile';
import { useState } from 'react';

const titles: Record<ResultStatus, string> = {
  success: 'Payment complete',
  error: 'Payment failed',
  info: 'Check your email',
  waiting: 'Waiting for approval',
  warning: 'Card expires soon',
};

export default function Statuses() {
  const [status, setStatus] = useState<ResultStatus>('success');
  return (
    <Flex direction="column" gap="m">
      <Flex wrap gap="s">
        {(Object.keys(titles) as ResultStatus[]).map((s) => (
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
      <Result
        status={status}
        title={titles[status]}
        description="This is what the user sees at the end of the flow."
      />
    </Flex>
  );
}
