/**
 * title: Full screen
 * description: A blocking loader over the whole screen for two seconds, as while a payment is confirmed.
 * keywords: [fullScreen, blocking, overlay]
 */
import { Button, Loading } from '@tessera/mobile';
import { useState } from 'react';

export default function FullScreen() {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        color="primary"
        block
        onClick={() => {
          setBusy(true);
          setTimeout(() => setBusy(false), 2000);
        }}
      >
        Pay 24.00
      </Button>
      {busy && <Loading fullScreen>Confirming payment…</Loading>}
    </>
  );
}
