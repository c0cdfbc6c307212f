/**
 * title: Several open at once
 * description: Each header opens and closes its own panel; the first starts open and the last is disabled.
 * keywords: [defaultActiveKey, disabled, multiple]
 */
import { Collapse } from '@tessera/mobile';

export default function Basic() {
  return (
    <Collapse defaultActiveKey={['delivery']}>
      <Collapse.Panel key="delivery" title="When will my order arrive?">
        Orders placed before 2 pm leave the warehouse the same day and arrive in one to three
        working days.
      </Collapse.Panel>
      <Collapse.Panel key="returns" title="How do I return something?">
        Open the order, choose Return, and drop the parcel at any post office within 30 days.
      </Collapse.Panel>
      <Collapse.Panel key="gift" title="Gift wrapping (coming soon)" disabled>
        Gift wrapping is not available yet.
      </Collapse.Panel>
    </Collapse>
  );
}
