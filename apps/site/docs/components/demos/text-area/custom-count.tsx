/**
 * title: Controlled, with a custom count
 * description: The app holds the text; showCount renders how many characters are left, and a button clears the text.
 * keywords: [controlled, showCount, custom, remaining]
 */
import { Button, Flex, TextArea } from '@tessera/mobile';
import { useState } from 'react';

export default function CustomCount() {
  const [bio, setBio] = useState('Engineer, tea drinker, 🚲 commuter.');
  return (
    <Flex direction="column" gap="m">
      <TextArea
        aria-label="Bio"
        value={bio}
        onChange={setBio}
        maxLength={80}
        autoSize
        showCount={(count, max) => `${(max ?? 0) - count} characters left`}
      />
      <Button size="small" onClick={() => setBio('')} disabled={bio === ''}>
        Clear bio
      </Button>
    </Flex>
  );
}
