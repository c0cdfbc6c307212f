/**
 * title: In a long list
 * description: Two hundred messages, each cut to two lines by the pure CSS path (end direction, no toggle). Nothing is measured, so long lists stay fast and the server renders the same lines.
 * keywords: [line-clamp, CSS, long list, performance]
 */
import { Ellipsis, List } from '@tessera/mobile';
import { useState } from 'react';

const bodies = [
  'Your parcel is on its way and should arrive tomorrow between 9 am and 1 pm. Track it in the app to see the driver on the map.',
  'Reminder: the team meeting moved to Thursday at 10:00 in room 4B. Bring the release plan and your questions about hiring.',
  'Thanks for your order! We have received your payment and will send another message as soon as everything is packed.',
];

export default function LongList() {
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <>
      <p aria-live="polite">{opened === null ? 'No message opened' : `Opened message ${opened}`}</p>
      <List header="200 messages">
        {Array.from({ length: 200 }, (_, i) => (
          <List.Item
            key={i}
            onClick={() => setOpened(i + 1)}
            description={<Ellipsis content={bodies[i % 3]!} rows={2} />}
          >
            Message {i + 1}
          </List.Item>
        ))}
      </List>
    </>
  );
}
