/**
 * title: Many tabs
 * description: More tabs than fit scroll sideways with faded edges; a disabled tab is skipped by taps and arrow keys.
 * keywords: [scroll, disabled, fade]
 */
import { JumboTabs } from '@tessera/mobile';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function Scrolling() {
  return (
    <JumboTabs aria-label="Day" defaultActiveKey="Thu">
      {days.map((day, i) => (
        <JumboTabs.Tab key={day} title={day} description={`${i + 1} Dec`} disabled={day === 'Sun'}>
          Classes on {day}, {i + 1} December.
        </JumboTabs.Tab>
      ))}
    </JumboTabs>
  );
}
