/**
 * title: Dashed
 * description: Dashed lines, plain and with a label, between the parts of an order.
 * keywords: [dashed, border]
 */
import { Divider } from '@tessera/mobile';

export default function Dashed() {
  return (
    <div>
      <p>2 × Coffee beans</p>
      <Divider dashed />
      <p>Shipping</p>
      <Divider dashed contentPosition="right">
        Total 24.00
      </Divider>
    </div>
  );
}
