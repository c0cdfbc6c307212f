/**
 * title: Controlled, with a disabled menu
 * description: activeKey and onChange keep the open menu in your state; a disabled title stays focusable but does not open.
 * keywords: [activeKey, onChange, controlled, disabled]
 */
import { Box, Button, Dropdown, Flex } from '@tessera/mobile';
import { useState } from 'react';

const rooms = [
  { value: 'all', label: 'All rooms' },
  { value: 'single', label: 'Single' },
  { value: 'double', label: 'Double' },
];
const prices = [
  { value: 'low', label: 'Under 100' },
  { value: 'high', label: '100 and more' },
];

export default function Controlled() {
  const [open, setOpen] = useState<string | null>(null);
  const [when, setWhen] = useState('Any dates');
  const pick = (dates: string) => {
    setWhen(dates);
    setOpen(null);
  };
  return (
    <>
      <Dropdown activeKey={open} onChange={setOpen}>
        <Dropdown.Item key="type" title="Room" options={rooms} defaultValue="all" />
        <Dropdown.Item key="dates" title={when}>
          <Box padding="l">
            <Flex gap="s" wrap>
              {['This weekend', 'Next week', 'Any dates'].map((dates) => (
                <Button key={dates} size="small" onClick={() => pick(dates)}>
                  {dates}
                </Button>
              ))}
            </Flex>
          </Box>
        </Dropdown.Item>
        <Dropdown.Item key="price" title="Price" disabled options={prices} />
      </Dropdown>
      <Box padding="l">
        <p aria-live="polite">Open menu: {open ?? 'none'}</p>
        <Button size="small" onClick={() => setOpen('dates')}>
          Change dates
        </Button>
      </Box>
    </>
  );
}
