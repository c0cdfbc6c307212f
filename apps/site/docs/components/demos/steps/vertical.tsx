/**
 * title: Vertical with an error
 * description: A vertical timeline whose current step failed; long titles and descriptions wrap.
 * keywords: [direction, vertical, status, error]
 */
import { Steps } from '@tessera/mobile';

export default function Vertical() {
  return (
    <Steps direction="vertical" current={2} status="error" aria-label="Application">
      <Steps.Step title="Application sent" description="We received your documents on Monday." />
      <Steps.Step title="Identity checked" description="Your passport was verified." />
      <Steps.Step
        title="Payment"
        description="The card was declined. Try another card or contact your bank."
      />
      <Steps.Step title="Approved" />
    </Steps>
  );
}
