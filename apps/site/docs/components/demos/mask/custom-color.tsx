/**
 * title: Custom colour
 * description: Any colour through the --tm-mask-background variable, here a brand-tinted mask.
 * keywords: [--tm-mask-background, css variable, custom]
 */
import { Button, Mask } from '@tessera/mobile';
import { useState } from 'react';

export default function CustomColor() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Button block onClick={() => setVisible(true)}>
        Show a blue mask
      </Button>
      <Mask
        visible={visible}
        onMaskClick={() => setVisible(false)}
        style={{ '--tm-mask-background': 'rgba(22, 119, 255, 0.45)' }}
      />
    </>
  );
}
