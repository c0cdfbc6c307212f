/**
 * title: Clickable cards
 * description: With onClick the title becomes a button and the whole card is its tap target; with href it is a link. A button in the footer keeps its own tap.
 * keywords: [onClick, href, link, button, stretched]
 */
import { Button, Card, Flex, RightIcon } from '@tessera/mobile';
import { useState } from 'react';

export default function Clickable() {
  const [opened, setOpened] = useState(0);
  const [starred, setStarred] = useState(false);
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
    </Flex>
  );
}
