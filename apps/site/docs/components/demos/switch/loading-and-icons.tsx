/**
 * title: Loading state and icons
 * description: loading shows the spinning knob and blocks changes, for a value that is still being fetched. Icons work as track text too.
 * keywords: [loading, icon, checkedText]
 */
import { Button, CheckIcon, CloseIcon, Flex, Switch } from '@tessera/mobile';
import { useState } from 'react';

export default function LoadingAndIcons() {
  const [loading, setLoading] = useState(true);
  return (
    <Flex direction="column" gap="m">
      <Flex align="center" gap="m">
        <Switch aria-label="Location sharing" loading={loading} />
        <Button size="small" onClick={() => setLoading(!loading)}>
          {loading ? 'Finish loading' : 'Load again'}
        </Button>
      </Flex>
      <Switch
        aria-label="Do not disturb"
        defaultChecked
        checkedText={<CheckIcon />}
        uncheckedText={<CloseIcon />}
      />
    </Flex>
  );
}
