/**
 * title: Move it from code
 * description: The ref's setHeight moves the panel to any height, with the slide or at once.
 * keywords: [ref, setHeight, immediate]
 */
import { Box, Button, Flex, FloatingPanel, type FloatingPanelRef } from '@tessera/mobile';
import { useRef, useState } from 'react';

export default function SetHeight() {
  const panel = useRef<FloatingPanelRef>(null);
  const [open, setOpen] = useState(false);
  return (
    <Flex direction="column" gap="s" align="start">
      <Button onClick={() => setOpen(!open)}>{open ? 'Hide the panel' : 'Show the panel'}</Button>
      {open && (
        <FloatingPanel ref={panel} anchors={[100, 400]} aria-label="Details">
          <Box padding="l">
            <Flex gap="s" wrap>
              <Button size="small" onClick={() => panel.current?.setHeight(400)}>
                Expand
              </Button>
              <Button
                size="small"
                onClick={() => panel.current?.setHeight(100, { immediate: true })}
              >
                Collapse at once
              </Button>
              <Button size="small" onClick={() => panel.current?.setHeight(250)}>
                Half way
              </Button>
            </Flex>
          </Box>
        </FloatingPanel>
      )}
    </Flex>
  );
}
