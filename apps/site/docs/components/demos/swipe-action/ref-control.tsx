/**
 * title: Open and close with a ref
 * description: The ref's show and close methods reveal the actions from a button, for a hint on first use.
 * keywords: [ref, show, close, imperative]
 */
import { Box, Button, Flex, SwipeAction, type SwipeActionRef } from '@tessera/mobile';
import { useRef } from 'react';

export default function RefControl() {
  const row = useRef<SwipeActionRef>(null);
  return (
    <Flex direction="column" gap="m">
      <SwipeAction ref={row} endActions={[{ key: 'archive', text: 'Archive', color: 'primary' }]}>
        <Box padding="l">Swipe me, or use the buttons</Box>
      </SwipeAction>
      <Flex gap="s">
        <Button size="small" onClick={() => row.current?.show('end')}>
          Show actions
        </Button>
        <Button size="small" onClick={() => row.current?.close()}>
          Close
        </Button>
      </Flex>
    </Flex>
  );
}
