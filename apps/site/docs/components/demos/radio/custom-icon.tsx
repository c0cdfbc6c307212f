/**
 * title: Custom icon
 * description: icon draws the circle (greyed while unchecked); the group keeps the same keyboard and value.
 * keywords: [icon, custom, plan]
 */
import { CheckCircleIcon, Radio } from '@tessera/mobile';

const plans = ['Monthly', 'Yearly (2 months free)', 'Lifetime'];

export default function CustomIcon() {
  return (
    <Radio.Group aria-label="Plan" defaultValue="Yearly (2 months free)">
      {plans.map((plan) => (
        <Radio key={plan} value={plan} block icon={() => <CheckCircleIcon />}>
          {plan}
        </Radio>
      ))}
    </Radio.Group>
  );
}
