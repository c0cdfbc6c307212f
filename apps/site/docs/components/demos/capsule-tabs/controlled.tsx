/**
 * title: Controlled
 * description: The active capsule comes from state, so a button outside can change it; the capsule scrolls into view.
 * keywords: [activeKey, onChange, controlled]
 */
import { Button, CapsuleTabs, Flex } from '@tessera/mobile';
import { useState } from 'react';

const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];

export default function Controlled() {
  const [size, setSize] = useState('M');
  return (
    <Flex direction="column" gap="m">
      <CapsuleTabs aria-label="Size" activeKey={size} onChange={setSize}>
        {sizes.map((s) => (
          <CapsuleTabs.Tab key={s} title={s}>
            Size {s} is in stock.
          </CapsuleTabs.Tab>
        ))}
      </CapsuleTabs>
      <Button size="small" onClick={() => setSize('4XL')}>
        Largest size
      </Button>
    </Flex>
  );
}
