/**
 * title: Content on the mask
 * description: An onboarding tip shown on the mask; taps on the tip do not count as mask taps, taps elsewhere close it.
 * keywords: [children, onboarding, onMaskClick]
 */
import { Box, Button, Mask } from '@tessera/mobile';
import { useState } from 'react';

export default function ContentOnMask() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Button block onClick={() => setVisible(true)}>
        Show the tip
      </Button>
      <Mask visible={visible} onMaskClick={() => setVisible(false)}>
        <Box padding="l">
          <Box background="default" radius="m" padding="l">
            <strong>New: shared albums</strong>
            <p>Invite friends to add their photos. Tap outside this card to continue.</p>
          </Box>
        </Box>
      </Mask>
    </>
  );
}
