/**
 * title: Targets further down the page
 * description: Steps name their targets with CSS selectors. Each target scrolls into view before its step shows, and the highlight follows it when the page scrolls.
 * keywords: [selector, scrollIntoView, scroll, resize, follow]
 * iframe: 480
 */
import { Button, List, Switch, Tour, type TourStep } from '@tessera/mobile';
import { useState } from 'react';

const settings = [
  'Wi-Fi',
  'Bluetooth',
  'Notifications',
  'Sounds',
  'Focus',
  'Display',
  'Battery',
  'Privacy',
];

const steps: TourStep[] = [
  {
    target: '[data-tour="backup"]',
    title: 'Back up your photos',
    description: 'Turn this on to keep a copy of every photo in the cloud.',
    placement: 'top',
  },
  {
    target: '[data-tour="storage"]',
    title: 'Storage',
    description: 'See what takes up space on this phone.',
    placement: 'top',
  },
];

export default function ScrollIntoView() {
  const [open, setOpen] = useState(false);
  const [backup, setBackup] = useState(false);
  return (
    <>
      <Button block color="primary" onClick={() => setOpen(true)}>
        Show me around
      </Button>
      <List header="Settings">
        {settings.map((name) => (
          <List.Item key={name}>{name}</List.Item>
        ))}
        <List.Item
          data-tour="backup"
          extra={<Switch checked={backup} onChange={setBackup} aria-label="Photo backup" />}
        >
          Photo backup
        </List.Item>
        <List.Item data-tour="storage" extra="12.4 GB free">
          Storage
        </List.Item>
      </List>
      <Tour steps={steps} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
