/**
 * title: Controlled
 * description: The active item lives in state and is shown above the bar; it changes by tap, by key and by scrolling.
 * keywords: [activeKey, onChange, controlled]
 */
import { Flex, SliderBar } from '@tessera/mobile';
import { useState } from 'react';

const steps = ['Account', 'Privacy', 'Notifications', 'Language'];

export default function Controlled() {
  const [active, setActive] = useState('Privacy');
  return (
    <Flex direction="column" gap="s">
      <p>Showing: {active}</p>
      <SliderBar aria-label="Settings" activeKey={active} onChange={setActive}>
        {steps.map((step) => (
          <SliderBar.Item key={step} title={step}>
            <h3>{step}</h3>
            <p>Settings for {step.toLowerCase()}.</p>
            <p>Scroll down for the next group.</p>
          </SliderBar.Item>
        ))}
      </SliderBar>
    </Flex>
  );
}
