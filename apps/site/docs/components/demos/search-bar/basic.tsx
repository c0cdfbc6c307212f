/**
 * title: Search on Enter
 * description: The keyboard shows a search key; Enter runs the search, but not when it only confirms a word in an input method. The clear button empties the query.
 * keywords: [onSearch, Enter, clear, IME]
 */
import { Flex, SearchBar } from '@tessera/mobile';
import { useState } from 'react';

const BOOKS = ['Dune', 'Emma', 'Hamlet', 'Ivanhoe', 'Middlemarch', 'Persuasion', 'Ulysses'];

export default function Basic() {
  const [searched, setSearched] = useState<string | null>(null);
  const results =
    searched === null
      ? []
      : BOOKS.filter((book) => book.toLowerCase().includes(searched.toLowerCase()));
  return (
    <Flex direction="column" gap="m">
      <SearchBar
        placeholder="Search books"
        onSearch={setSearched}
        onClear={() => setSearched(null)}
      />
      {searched !== null && (
        <p>
          {results.length > 0 ? `Found: ${results.join(', ')}` : `No books match “${searched}”`}
        </p>
      )}
    </Flex>
  );
}
