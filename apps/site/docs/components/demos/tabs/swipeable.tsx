/**
 * title: Swipe between panes
 * description: Swipe the content sideways to change tabs; vertical drags still scroll the page. The first and last panes resist. Arrow keys, Home and End work on the tabs.
 * keywords: [swipeable, gesture, touch, keyboard]
 */
import { Tabs } from '@tessera/mobile';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday'];

export default function Swipeable() {
  return (
    <Tabs aria-label="Days" swipeable>
      {days.map((day, i) => (
        <Tabs.Tab key={day} title={day.slice(0, 3)}>
          <p>{day}</p>
          <p>{['Yoga at 7', 'Swimming at 6', 'Rest day', 'Running at 8'][i]}</p>
          <p>Swipe left or right to see another day.</p>
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}
