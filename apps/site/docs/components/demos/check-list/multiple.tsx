/**
 * title: Multiple, disabled and read-only rows
 * description: multiple checks several rows. A disabled row is skipped by the arrow keys; a read-only row shows its state but cannot change.
 * keywords: [multiple, disabled, readOnly]
 */
import { CheckList } from '@tessera/mobile';

export default function Multiple() {
  return (
    <CheckList aria-label="Notify me about" multiple defaultValue={['orders', 'security']}>
      <CheckList.Item value="orders">Orders and deliveries</CheckList.Item>
      <CheckList.Item value="offers">Offers</CheckList.Item>
      <CheckList.Item value="security" readOnly description="Always on for your safety">
        Security alerts
      </CheckList.Item>
      <CheckList.Item value="beta" disabled description="Not available yet">
        Beta features
      </CheckList.Item>
      <CheckList.Item value="news">Newsletter</CheckList.Item>
    </CheckList>
  );
}
