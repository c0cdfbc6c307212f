/**
 * title: Fixed at the bottom
 * description: Pins the bar to the bottom of the screen, padded by the safe area of the home indicator, with a placeholder that keeps the page's last lines above it.
 * keywords: [fixed, safeArea, placeholder, bottom]
 */
import { Button, HomeIcon, TabBar, UserIcon } from '@tessera/mobile';
import { useState } from 'react';

export default function Fixed() {
  const [fixed, setFixed] = useState(false);
  return (
    <div>
      <Button size="small" aria-pressed={fixed} onClick={() => setFixed((f) => !f)}>
        {fixed ? 'Put the bar back' : 'Pin the bar to the bottom'}
      </Button>
      <TabBar aria-label="Pinned" fixed={fixed}>
        <TabBar.Item key="home" title="Home" icon={<HomeIcon />} />
        <TabBar.Item key="me" title="Me" icon={<UserIcon />} />
      </TabBar>
    </div>
  );
}
