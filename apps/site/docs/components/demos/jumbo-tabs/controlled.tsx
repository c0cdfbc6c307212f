/**
 * title: Controlled
 * description: The active tab comes from state and a button moves to the next one.
 * keywords: [activeKey, onChange, controlled]
 */
import { Button, Flex, JumboTabs } from '@tessera/mobile';
import { useState } from 'react';

const steps = [
  { key: 'cart', title: 'Cart', description: 'Step 1' },
  { key: 'address', title: 'Address', description: 'Step 2' },
  { key: 'pay', title: 'Payment', description: 'Step 3' },
];

export default function Controlled() {
  const [step, setStep] = useState('cart');
  const index = steps.findIndex((s) => s.key === step);
  return (
    <Flex direction="column" gap="m">
      <JumboTabs aria-label="Checkout" activeKey={step} onChange={setStep}>
        {steps.map((s) => (
          <JumboTabs.Tab key={s.key} title={s.title} description={s.description}>
            {s.title} details.
          </JumboTabs.Tab>
        ))}
      </JumboTabs>
      <Button
        size="small"
        disabled={index === steps.length - 1}
        onClick={() => setStep(steps[index + 1]!.key)}
      >
        Next step
      </Button>
    </Flex>
  );
}
