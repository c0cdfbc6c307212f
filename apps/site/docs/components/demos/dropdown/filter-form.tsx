/**
 * title: Free content with its own buttons
 * description: A panel holding a filter form; Apply and Reset close it through the ref's close().
 * keywords: [children, ref, close, filter, form]
 */
import {
  Box,
  Button,
  Dropdown,
  Flex,
  Selector,
  type DropdownRef,
  type SelectorValue,
} from '@tessera/mobile';
import { useRef, useState } from 'react';

const features = [
  { label: 'Open now', value: 'open' },
  { label: 'Delivery', value: 'delivery' },
  { label: 'Card payment', value: 'card' },
];

export default function FilterForm() {
  const dropdown = useRef<DropdownRef>(null);
  const [draft, setDraft] = useState<SelectorValue[]>([]);
  const [applied, setApplied] = useState<SelectorValue[]>([]);
  const apply = (next: SelectorValue[]) => {
    setDraft(next);
    setApplied(next);
    dropdown.current?.close();
  };
  return (
    <>
      <Dropdown ref={dropdown}>
        <Dropdown.Item
          key="filters"
          title={applied.length ? `Filters (${applied.length})` : 'Filters'}
        >
          <Box padding="l">
            <p id="features-label">Features</p>
            <Selector
              aria-labelledby="features-label"
              multiple
              options={features}
              value={draft}
              onChange={setDraft}
            />
            <Flex gap="s" justify="end">
              <Button size="small" onClick={() => apply([])}>
                Reset
              </Button>
              <Button size="small" color="primary" onClick={() => apply(draft)}>
                Apply
              </Button>
            </Flex>
          </Box>
        </Dropdown.Item>
      </Dropdown>
      <Box padding="l">
        <p>Applied: {applied.length ? applied.join(', ') : 'none'}</p>
        <p>Tap the page below the bar to close without applying.</p>
      </Box>
    </>
  );
}
