/**
 * title: Basic
 * description: A checkbox alone, checked by tapping the box or its label, or with Space. Disabled boxes keep their state.
 * keywords: [checked, disabled, label]
 */
import { Checkbox, Flex } from '@tessera/mobile';
import { useState } from 'react';

export default function Basic() {
  const [agreed, setAgreed] = useState(false);
  return (
    <Flex direction="column" gap="xs">
      <Checkbox checked={agreed} onChange={setAgreed}>
        I accept the terms of use
      </Checkbox>
      <Checkbox defaultChecked disabled>
        Email receipts (required)
      </Checkbox>
      <Checkbox disabled>SMS receipts (not available)</Checkbox>
      <p>{agreed ? 'Terms accepted.' : 'Accept the terms to continue.'}</p>
    </Flex>
  );
}
