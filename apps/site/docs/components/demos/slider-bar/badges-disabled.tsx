/**
 * title: Badges and disabled items
 * description: A count and a dot on items, and a disabled item that taps and arrow keys skip.
 * keywords: [badge, dot, disabled]
 */
import { SliderBar } from '@tessera/mobile';

export default function BadgesDisabled() {
  return (
    <SliderBar aria-label="Mail folders">
      <SliderBar.Item key="inbox" title="Inbox" badge={12}>
        <p>12 unread messages.</p>
      </SliderBar.Item>
      <SliderBar.Item key="updates" title="Updates" badge>
        <p>Something new since your last visit.</p>
      </SliderBar.Item>
      <SliderBar.Item key="archive" title="Archive" disabled>
        <p>The archive is being rebuilt.</p>
      </SliderBar.Item>
      <SliderBar.Item key="sent" title="Sent">
        <p>Messages you sent.</p>
      </SliderBar.Item>
    </SliderBar>
  );
}
