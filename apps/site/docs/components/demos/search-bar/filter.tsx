/**
 * title: Filter as you type
 * description: A controlled search bar filters a list on every change; changes arrive only when an input-method word is complete, so the list never flickers through pinyin letters.
 * keywords: [controlled, filter, onChange, IME]
 */
import { Flex, SearchBar } from '@tessera/mobile';
import { useState } from 'react';

const FRUITS = [
  'Apple 苹果',
  'Banana 香蕉',
  'Cherry 樱桃',
  'Grape 葡萄',
  'Mango 芒果',
  'Peach 桃子',
];

export default function Filter() {
  const [query, setQuery] = useState('');
  const shown = FRUITS.filter((fruit) => fruit.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <Flex direction="column" gap="m">
      <SearchBar
        label="Filter fruit"
        placeholder="Filter fruit"
        value={query}
        onChange={setQuery}
      />
      <ul aria-label="Fruit">
        {shown.map((fruit) => (
          <li key={fruit}>{fruit}</li>
        ))}
      </ul>
    </Flex>
  );
}
