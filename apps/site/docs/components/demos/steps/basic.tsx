/**
 * title: Progress of an order
 * description: Finished steps get a tick, the current one is filled, the rest wait; Next moves the order along.
 * keywords: [current, horizontal, description]
 */
import { Button, Flex, Steps } from '@tessera/mobile';
import { useState } from 'react';

export default function Basic() {
  const [current, setCurrent] = useState(1);
  return (
    <Flex direction="column" gap="l">
      <Steps current={current} aria-label="Order progress">
        <Steps.Step title="Paid" description="May 2" />
        <Steps.Step title="Packed" description="May 3" />
        <Steps.Step title="Shipped" />
        <Steps.Step title="Delivered" />
      </Steps>
      <Flex gap="s">
        <Button size="small" disabled={current === 0} onClick={() => setCurrent(current - 1)}>
          Back
        </Button>
        <Button size="small" disabled={current === 4} onClick={() => setCurrent(current + 1)}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}
