/**
 * title: Basic tabs
 * description: Tabs that share the width, a badge on a title, and a disabled tab that taps and arrow keys skip.
 * keywords: [tabs, badge, disabled, stretch]
 */
import { Tabs } from '@tessera/mobile';

export default function Basic() {
  return (
    <Tabs aria-label="Orders">
      <Tabs.Tab key="all" title="All">
        Every order from the last 12 months.
      </Tabs.Tab>
      <Tabs.Tab key="unpaid" title="Unpaid" badge={2}>
        Two orders wait for payment.
      </Tabs.Tab>
      <Tabs.Tab key="shipped" title="Shipped">
        Orders on their way.
      </Tabs.Tab>
      <Tabs.Tab key="returns" title="Returns" disabled>
        Returns open after delivery.
      </Tabs.Tab>
    </Tabs>
  );
}
