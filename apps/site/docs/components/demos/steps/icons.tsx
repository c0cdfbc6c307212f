/**
 * title: Custom icons
 * description: Icons in place of the numbers; they take the colour of each step's status.
 * keywords: [icon, status]
 */
import { CheckCircleIcon, ClockCircleIcon, Steps, UserIcon } from '@tessera/mobile';

export default function Icons() {
  return (
    <Steps current={1} aria-label="Sign-up">
      <Steps.Step title="Account" icon={<UserIcon />} />
      <Steps.Step title="Waiting for review" icon={<ClockCircleIcon />} />
      <Steps.Step title="Done" icon={<CheckCircleIcon />} />
    </Steps>
  );
}
