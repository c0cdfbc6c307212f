/**
 * title: Custom icon
 * description: Any element in place of the status icon, here a heart for a donation.
 * keywords: [icon, custom]
 */
import { HeartIcon, Result } from '@tessera/mobile';

export default function CustomIcon() {
  return (
    <Result
      status="success"
      icon={<HeartIcon />}
      title="Thank you"
      description="Your donation helps 12 families this week."
    />
  );
}
