/**
 * title: Large title
 * description: The title starts large under the bar as the screen's heading; scroll the list and it fades into the bar, scroll back to the top and it is large again.
 * keywords: [largeTitle, large title, iOS, collapse on scroll, heading, sticky]
 */
import { List, NavBar, Toast } from '@tessera/mobile';

const messages = [
  ['Ada', 'Invoice #204'],
  ['Ben', 'Team lunch on Friday'],
  ['Chen', 'Your flight is on time'],
  ['Dana', 'Weekly report'],
  ['Eve', 'New follower'],
  ['Farid', 'Photos from the trip'],
  ['Gita', 'Meeting notes'],
  ['Hugo', 'Your parcel has shipped'],
  ['Iris', 'Dinner on Saturday?'],
  ['Jun', 'Draft for review'],
  ['Kofi', 'Tickets for the concert'],
  ['Lena', 'Holiday plans'],
  ['Mo', 'Your receipt'],
  ['Nia', 'Book club'],
  ['Omar', 'Quarterly numbers'],
  ['Pia', 'Welcome aboard'],
];

export default function LargeTitle() {
  return (
    <>
      <NavBar largeTitle back="Mailboxes" onBack={() => Toast.show('Back')}>
        Inbox
      </NavBar>
      <List>
        {messages.map(([from, subject]) => (
          <List.Item key={from} description={subject}>
            {from}
          </List.Item>
        ))}
      </List>
    </>
  );
}
