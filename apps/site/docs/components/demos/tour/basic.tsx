/**
 * title: Basic usage
 * description: Two steps point at buttons through refs; the last has no target and shows in the centre. Skip or Escape ends the tour.
 * keywords: [steps, target, ref, placement, centred step]
 */
import { Box, Button, Flex, Tour, type TourStep } from '@tessera/mobile';
import { useRef, useState } from 'react';

export default function Basic() {
  const [open, setOpen] = useState(false);
  const compose = useRef<HTMLButtonElement>(null);
  const inbox = useRef<HTMLButtonElement>(null);
  const steps: TourStep[] = [
    {
      target: compose,
      title: 'Write a message',
      description: 'Start a message to anyone in your contacts.',
    },
    {
      target: inbox,
      title: 'Your inbox',
      description: 'Replies land here; the number counts the unread ones.',
      placement: 'top',
    },
    { title: 'All set', description: 'Start this tour again from Help at any time.' },
  ];
  return (
    <Flex direction="column" gap="l">
      <Flex justify="between" align="center">
        <strong>Mail</strong>
        <Button ref={compose} size="small" color="primary">
          Compose
        </Button>
      </Flex>
      <Box padding="l" background="page" radius="m">
        No messages selected.
      </Box>
      <Flex justify="between" align="center">
        <Button ref={inbox} size="small">
          Inbox (3)
        </Button>
        <Button size="small" fill="outline" onClick={() => setOpen(true)}>
          Start tour
        </Button>
      </Flex>
      <Tour steps={steps} open={open} onClose={() => setOpen(false)} />
    </Flex>
  );
}
