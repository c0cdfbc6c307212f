/**
 * title: Contacts by letter
 * description: Tap a letter, or drag along the index to scrub through the letters with a bubble showing the one under your finger. Titles stick while their names scroll.
 * keywords: [index, scrub, drag, letters, sticky title]
 */
import { IndexBar, List } from '@tessera/mobile';

const names = [
  'Ada',
  'Alan',
  'Beatrix',
  'Bruno',
  'Carmen',
  'Chidi',
  'Dmitri',
  'Dora',
  'Elif',
  'Emil',
  'Farah',
  'Felix',
  'Grace',
  'Gus',
  'Hana',
  'Hugo',
  'Ines',
  'Ivan',
  'Jonas',
  'June',
  'Kofi',
  'Kira',
  'Lena',
  'Luca',
  'Mara',
  'Milo',
  'Nadia',
  'Noah',
  'Omar',
  'Olga',
];

const groups = names.reduce<Record<string, string[]>>((all, name) => {
  (all[name[0]!] ??= []).push(name);
  return all;
}, {});

export default function Basic() {
  return (
    <IndexBar>
      {Object.entries(groups).map(([letter, people]) => (
        <IndexBar.Panel key={letter} title={letter}>
          <List>
            {people.map((person) => (
              <List.Item key={person}>{person}</List.Item>
            ))}
          </List>
        </IndexBar.Panel>
      ))}
    </IndexBar>
  );
}
