/**
 * title: Follows its anchor
 * description: Open the tip, then scroll the list. The tip stays on its button and hides while the row is out of view.
 * keywords: [scroll, follow, anchor, reposition, flip, scroll container]
 * iframe: 480
 */
import { Box, Button, Flex, Popover, Popup } from '@tessera/mobile';
import { useState } from 'react';

const settings = [
  'Wi-Fi',
  'Bluetooth',
  'Mobile data',
  'Notifications',
  'Sounds',
  'Focus',
  'Screen time',
  'Display',
  'Wallpaper',
  'Battery',
  'Privacy',
  'Passwords',
  'Accessibility',
  'Camera',
  'Photos',
  'Mail',
  'Contacts',
  'Calendar',
  'Notes',
  'Reminders',
  'Maps',
  'Health',
];

export default function FollowAnchor() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Button block onClick={() => setVisible(true)}>
        Open settings
      </Button>
      <Popup
        visible={visible}
        showCloseButton
        aria-label="Settings"
        onClose={() => setVisible(false)}
      >
        <Box as="ul" padding="l">
          {settings.map((name) => (
            <li key={name}>
              <Flex justify="between" align="center">
                {name}
                {name === 'Focus' && (
                  <Popover content="Silences calls and alerts on all your devices" placement="top">
                    <Button size="mini" fill="outline" aria-label="About Focus">
                      ?
                    </Button>
                  </Popover>
                )}
              </Flex>
            </li>
          ))}
        </Box>
      </Popup>
    </>
  );
}
