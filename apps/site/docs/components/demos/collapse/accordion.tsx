/**
 * title: Accordion, controlled
 * description: With accordion one panel is open at a time; activeKey and onChange keep the open panel in your state, so a button elsewhere can open or close it.
 * keywords: [accordion, activeKey, onChange, controlled]
 */
import { Button, Collapse, Flex, type CollapseActiveKey } from '@tessera/mobile';
import { useState } from 'react';

export default function Accordion() {
  const [open, setOpen] = useState<CollapseActiveKey>(null);
  return (
    <Flex direction="column" gap="m">
      <Flex gap="s">
        <Button size="small" onClick={() => setOpen('card')}>
          Show card payment
        </Button>
        <Button size="small" onClick={() => setOpen(null)}>
          Close all
        </Button>
      </Flex>
      <p aria-live="polite">Open: {open ?? 'none'}</p>
      <Collapse accordion activeKey={open} onChange={setOpen}>
        <Collapse.Panel key="card" title="Card">
          Visa, Mastercard and American Express; your card is charged when the order ships.
        </Collapse.Panel>
        <Collapse.Panel key="bank" title="Bank transfer">
          Transfer within seven days; the order ships once the money arrives.
        </Collapse.Panel>
        <Collapse.Panel key="invoice" title="Invoice">
          For business accounts: pay within 30 days of delivery.
        </Collapse.Panel>
      </Collapse>
    </Flex>
  );
}
