/**
 * title: Going back through screens
 * description: A small stack of screens. The back button appears once there is somewhere to go back to, and its text names the screen before.
 * keywords: [history, navigation, back text, router]
 */
import { Button, Flex, NavBar } from '@tessera/mobile';
import { useState } from 'react';

const screens = ['Settings', 'Notifications', 'Sounds'];

export default function WithHistory() {
  const [depth, setDepth] = useState(0);
  const title = screens[depth];
  const previous = depth > 0 ? screens[depth - 1] : null;
  return (
    <Flex direction="column" gap="m">
      <NavBar back={previous} onBack={() => setDepth((d) => d - 1)} bordered>
        {title}
      </NavBar>
      {depth < screens.length - 1 ? (
        <Button onClick={() => setDepth((d) => d + 1)}>Open {screens[depth + 1]}</Button>
      ) : (
        <p>The last screen. Go back with the button at the start of the bar.</p>
      )}
    </Flex>
  );
}
