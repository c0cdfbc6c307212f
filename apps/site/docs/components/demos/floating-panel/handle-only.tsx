/**
 * title: Only the handle drags
 * description: With handleDraggingOfContent off, the content always scrolls and only the handle moves the panel, for content that has gestures of its own.
 * keywords: [handleDraggingOfContent, handle]
 */
import { Box, Button, FloatingPanel } from '@tessera/mobile';
import { useState } from 'react';

export default function HandleOnly() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(!open)}>{open ? 'Hide the panel' : 'Show the panel'}</Button>
      {open && (
        <FloatingPanel anchors={[140, 420]} handleDraggingOfContent={false} aria-label="Notes">
          <Box padding="l">
            {Array.from({ length: 12 }, (_, i) => (
              <p key={i}>Note {i + 1}: drag the handle to resize; the notes scroll.</p>
            ))}
          </Box>
        </FloatingPanel>
      )}
    </>
  );
}
