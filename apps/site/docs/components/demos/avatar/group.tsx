/**
 * title: Groups with a maximum
 * description: Avatar.Group folds avatars over max into "+N"; the second group puts the first avatar on top.
 * keywords: [Avatar.Group, max, overflow, +N, overlap, topmost]
 */
import { Avatar, Button, Flex } from '@tessera/mobile';
import { useState } from 'react';

const everyone = [
  { name: 'Ada Lovelace', src: '/images/people/ada.svg' },
  { name: 'Ben Okri', src: '/images/people/ben.svg' },
  { name: 'Chen Wei', src: '/images/people/chen.svg' },
  { name: 'Dana Scully', src: '/images/people/dana.svg' },
  { name: 'Eve Adams' },
  { name: 'Farid Haddad' },
  { name: 'Gita Rao' },
];

export default function Group() {
  const [count, setCount] = useState(5);
  return (
    <Flex direction="column" gap="m" align="start">
      <Avatar.Group max={3} aria-label={`${count} people going`}>
        {everyone.slice(0, count).map((person) => (
          <Avatar key={person.name} {...person} />
        ))}
      </Avatar.Group>
      <Avatar.Group max={4} size="small" shape="square" topmost="first" aria-label="Reviewers">
        {everyone.slice(0, 6).map((person) => (
          <Avatar key={person.name} {...person} />
        ))}
      </Avatar.Group>
      <Flex gap="s">
        <Button
          size="small"
          disabled={count >= everyone.length}
          onClick={() => setCount(count + 1)}
        >
          Add a person
        </Button>
        <Button size="small" disabled={count <= 1} onClick={() => setCount(count - 1)}>
          Remove a person
        </Button>
      </Flex>
    </Flex>
  );
}
