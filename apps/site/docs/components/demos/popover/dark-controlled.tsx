/**
 * title: Dark mode and controlled visibility
 * description: A dark bubble whose visibility lives in your state, opened by one button and closed by another.
 * keywords: [mode, dark, visible, onVisibleChange]
 */
import { Button, Flex, Popover } from '@tessera/mobile';
import { useState } from 'react';

export default function DarkControlled() {
  const [visible, setVisible] = useState(false);
  return (
    <Flex gap="m" align="center">
      <Popover
        content="Double-tap a photo to like it"
        mode="dark"
        placement="bottom"
        visible={visible}
        onVisibleChange={setVisible}
      >
        <Button size="small" color="primary">
          Tip
        </Button>
      </Popover>
      <Button size="small" fill="outline" onClick={() => setVisible(false)}>
        Hide tip
      </Button>
    </Flex>
  );
}
