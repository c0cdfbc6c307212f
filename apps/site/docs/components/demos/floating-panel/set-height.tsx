/**
 * title: Move it from code
 * description: The ref's setHeight moves the panel to any height, with the slide or at once. The switch hangs it from the top, where a drag down makes it taller.
 * keywords: [ref, setHeight, immediate, placement]
 */
import { Box, Button, Flex, FloatingPanel, Switch, type FloatingPanelRef } from '@tessera/mobile';
import { useRef, useState } from 'react';

export default function SetHeight() {
  const panel = useRef<FloatingPanelRef>(null);
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState(false);
  return (
    <Flex direction="column" gap="s" align="start">
      <Button onClick={() => setOpen(!open)}>{open ? 'Hide the panel' : 'Show the panel'}</Button>
      {open && (
        <FloatingPanel
          ref={panel}
          anchors={[100, 400]}
          placement={top ? 'top' : 'bottom'}
          aria-label="Details"
        >
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
              {/* In the panel, as the panel covers the page's button once at the top. */}
              <Flex align="center" gap="s">
                <Switch id="floating-panel-top" checked={top} onChange={setTop} />
                <label htmlFor="floating-panel-top">From the top</label>
              </Flex>
            </Flex>
          </Box>
        </FloatingPanel>
      )}
    </Flex>
  );
}
