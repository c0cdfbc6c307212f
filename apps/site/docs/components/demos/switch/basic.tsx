/**
 * title: Basic, sizes and text
 * description: A switch takes effect at once. Three sizes; checkedText and uncheckedText are drawn in the track.
 * keywords: [size, checkedText, uncheckedText, disabled]
 */
import { Flex, Switch } from '@tessera/mobile';
import { useState } from 'react';

export default function Basic() {
  const [wifi, setWifi] = useState(true);
  return (
    <Flex direction="column" gap="m">
      <Flex align="center" gap="m">
        <Switch id="wifi-switch" checked={wifi} onChange={setWifi} />
        <label htmlFor="wifi-switch">Wi-Fi is {wifi ? 'on' : 'off'}</label>
      </Flex>
      <Flex align="center" gap="m">
        <Switch size="small" aria-label="Small switch" defaultChecked />
        <Switch aria-label="Middle switch" defaultChecked />
        <Switch size="large" aria-label="Large switch" defaultChecked />
      </Flex>
      <Flex align="center" gap="m">
        <Switch aria-label="Notifications" checkedText="On" uncheckedText="Off" />
        <Switch aria-label="Locked setting" disabled defaultChecked />
      </Flex>
    </Flex>
  );
}
