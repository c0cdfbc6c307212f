/**
 * title: Inside swipeable tabs
 * description: Swipe the pictures to move between rooms; the tabs stay put. Past the first or the last picture the same swipe changes tabs, and a swipe on the text below changes them straight away.
 * keywords: [Tabs, swipeable, nested, gesture, SwipeAction, mouse, pen]
 */
import { Swiper, Tabs } from '@tessera/mobile';

const rooms = [
  { name: 'Living room', colour: '#0958d9' },
  { name: 'Kitchen', colour: '#237804' },
  { name: 'Bedroom', colour: '#531dab' },
];

export default function InSwipeableTabs() {
  return (
    <Tabs aria-label="Flat to let" swipeable>
      <Tabs.Tab key="rooms" title="Rooms">
        <Swiper aria-label="Room pictures">
          {rooms.map(({ name, colour }) => (
            <Swiper.Item key={name}>
              <svg display="block" width="100%" height="140" role="img" aria-label={name}>
                <rect width="100%" height="100%" fill={colour} />
                <text x="50%" y="50%" fill="#fff" fontSize="22" textAnchor="middle" dy="8">
                  {name}
                </text>
              </svg>
            </Swiper.Item>
          ))}
        </Swiper>
        <p>Three rooms, second floor, south facing.</p>
      </Tabs.Tab>
      <Tabs.Tab key="area" title="Area">
        <p>Ten minutes on foot to the station; a market on Saturdays.</p>
      </Tabs.Tab>
      <Tabs.Tab key="rent" title="Rent">
        <p>1,250 a month, bills included.</p>
      </Tabs.Tab>
    </Tabs>
  );
}
