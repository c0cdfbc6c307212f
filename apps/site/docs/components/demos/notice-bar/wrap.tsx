/**
 * title: Wrapped and closeable
 * description: A long notice on several lines, with a close button that removes it.
 * keywords: [wrap, multiline, closeable, onClose]
 */
import { Button, NoticeBar } from '@tessera/mobile';
import { useState } from 'react';

export default function Wrap() {
  const [key, setKey] = useState(0);
  const [closed, setClosed] = useState(false);
  return closed ? (
    <Button
      size="small"
      onClick={() => {
        setClosed(false);
        setKey((k) => k + 1);
      }}
    >
      Show the notice again
    </Button>
  ) : (
    <NoticeBar
      key={key}
      wrap
      closeable
      onClose={() => setClosed(true)}
      color="error"
      content="We could not verify your address. Orders will wait until you confirm it in Settings, then ship the same day."
    />
  );
}
