/**
 * title: Asking before changing
 * description: beforeChange can wait for an answer. Leaving the form with unsaved changes asks first, and the tab only changes if you confirm.
 * keywords: [beforeChange, async, guard, confirm, Dialog]
 */
import { Dialog, Flex, Tabs } from '@tessera/mobile';
import { useState } from 'react';

export default function BeforeChange() {
  const [draft, setDraft] = useState('');
  return (
    <Tabs
      aria-label="Profile"
      beforeChange={(_next, current) =>
        current !== 'edit' || draft === ''
          ? true
          : Dialog.confirm({ title: 'Discard your changes?', content: 'Your edits are not saved.' })
      }
      onChange={(key) => {
        if (key !== 'edit') setDraft('');
      }}
    >
      <Tabs.Tab key="view" title="View">
        <p>Your public profile.</p>
      </Tabs.Tab>
      <Tabs.Tab key="edit" title="Edit">
        <Flex direction="column" gap="s">
          <label>
            Bio <input value={draft} onChange={(event) => setDraft(event.target.value)} />
          </label>
          <span>Type something, then pick another tab.</span>
        </Flex>
      </Tabs.Tab>
      <Tabs.Tab key="privacy" title="Privacy">
        <p>Who can see your profile.</p>
      </Tabs.Tab>
    </Tabs>
  );
}
