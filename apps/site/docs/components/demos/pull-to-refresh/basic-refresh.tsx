/**
 * title: Basic
 * description: Pull the list down from the top and release; a new message appears after the refresh.
 * keywords: [onRefresh, promise, list]
 */
import { Box, PullToRefresh } from '@tessera/mobile';
import { useState } from 'react';

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export default function BasicRefresh() {
  const [messages, setMessages] = useState([
    'Lunch at 1?',
    'Photos from Sunday',
    'Flight confirmed',
  ]);
  return (
    <PullToRefresh
      onRefresh={async () => {
        await wait(1000);
        setMessages((list) => [`New message ${list.length + 1}`, ...list]);
      }}
    >
      <Box as="ul" padding="m">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </Box>
    </PullToRefresh>
  );
}
