/**
 * title: Clickable cards
 * description: The title becomes the card's button or link, or with onHeaderClick the header's button.
 * keywords: [onClick, href, link, button, stretched, onHeaderClick, onBodyClick]
 */
import { Button, Card, Flex, RightIcon } from '@tessera/mobile';
import { useState } from 'react';

export default function Clickable() {
  const [opened, setOpened] = useState(0);
  const [starred, setStarred] = useState(false);
  const [pass, setPass] = useState('closed');
  return (
    <Flex direction="column" gap="m">
      <Card
        title="Trip to Lisbon"
        extra={<RightIcon />}
        onClick={() => setOpened((n) => n + 1)}
        footer={
          <Button
            size="small"
            fill="none"
            aria-pressed={starred}
            onClick={() => setStarred(!starred)}
          >
            {starred ? 'Starred' : 'Star'}
          </Button>
        }
      >
        3 nights · 2 travellers · from 12 May
      </Card>
      <p aria-live="polite">Opened {opened} times</p>
      <Card title="Read the guide" href="/guide" extra={<RightIcon />}>
        A link card: it goes to an address and opens in a new tab with a long press.
      </Card>
      <Card
        title="Boarding pass"
        onHeaderClick={() => setPass('opened from the header')}
        onBodyClick={() => setPass('opened from the body')}
      >
        Gate B12 · seat 14A. Tapping here opens the pass too.
      </Card>
      <p aria-live="polite">Boarding pass: {pass}</p>
    </Flex>
  );
}
