/**
 * title: Progress of an order
 * description: Finished steps get a tick, the current one is filled, the rest wait; Next moves the order along and tapping a reached step goes back to it.
 * keywords: [current, horizontal, description, onChange, disabled]
 */
import { Button, Flex, Steps } from '@tessera/mobile';
import { useState } from 'react';

export default function Basic() {
  const [current, setCurrent] = useState(1);
  return (
    <Flex direction="column" gap="l">
      <Steps current={current} onChange={setCurrent} aria-label="Order progress">
        <Steps.Step title="Paid" description="May 2" />
        <Steps.Step title="Packed" description="May 3" disabled={current < 1} />
        <Steps.Step title="Shipped" disabled={current < 2} />
        <Steps.Step title="Delivered" disabled={current < 3} />
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
