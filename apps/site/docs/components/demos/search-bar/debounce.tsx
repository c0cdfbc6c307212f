/**
 * title: Search after a pause
 * description: With `debounce={300}`, `onChange` hears the query once typing pauses for 300 ms, not on every letter.
 * keywords: [debounce, onChange, search as you type, request]
 */
import { Flex, SearchBar } from '@tessera/mobile';
import { useState } from 'react';

export default function Debounce() {
  const [query, setQuery] = useState('');
  return (
    <Flex direction="column" gap="m">
      <SearchBar placeholder="Search articles" debounce={300} onChange={setQuery} />
      <p role="status">{query ? `Searching for “${query}”…` : 'Type to search.'}</p>
    </Flex>
  );
}
