/**
 * title: Several notices
 * description: An array of notices shows one at a time, sliding up every 3 seconds; hovering or focusing holds the current one.
 * keywords: [carousel, vertical, interval, array]
 */
import { NoticeBar } from '@tessera/mobile';

export default function Several() {
  return (
    <NoticeBar
      color="info"
      content={[
        'Free delivery on orders over 30 this week.',
        'The Riverside store opens on Saturday.',
        'Returns are free for 60 days.',
      ]}
    />
  );
}
