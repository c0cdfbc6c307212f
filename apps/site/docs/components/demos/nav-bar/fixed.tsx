/**
 * title: Fixed with a placeholder
 * description: Pins the bar to the top of the screen; the placeholder keeps its space so the text below stays where it was. With safeArea it also clears the notch of a full-screen web app.
 * keywords: [fixed, placeholder, safeArea, notch]
 */
import { Button, NavBar } from '@tessera/mobile';
import { useState } from 'react';

export default function Fixed() {
  const [fixed, setFixed] = useState(false);
  return (
    <div>
      <NavBar
        fixed={fixed}
        safeArea
        bordered
        back={null}
        right={
          <Button fill="none" color="primary" onClick={() => setFixed(false)}>
            Unpin
          </Button>
        }
      >
        Inbox
      </NavBar>
      <p>This paragraph stays in place when the bar is pinned: the placeholder holds its space.</p>
      <Button size="small" aria-pressed={fixed} onClick={() => setFixed((f) => !f)}>
        {fixed ? 'Unpin the bar' : 'Pin the bar to the top'}
      </Button>
    </div>
  );
}
