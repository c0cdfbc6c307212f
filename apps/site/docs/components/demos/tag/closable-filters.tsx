/**
 * title: Closable filters
 * description: Each chosen filter is a tag with a close button named after it; removing the last one offers a way to start again.
 * keywords: [closable, onClose, filter, remove]
 */
import { Button, Flex, Tag } from '@tessera/mobile';
import { useState } from 'react';

const all = ['Vegetarian', 'Under 30 min', 'Gluten free', 'Spicy'];

export default function ClosableFilters() {
  const [filters, setFilters] = useState(all);
  return (
    <Flex direction="column" gap="m" align="start">
      <p aria-live="polite">
        {filters.length === 0 ? 'No filters: showing every recipe.' : `${filters.length} filters`}
      </p>
      <Flex wrap gap="s">
        {filters.map((filter) => (
          <Tag
            key={filter}
            color="primary"
            fill="outline"
            round
            closable
            onClose={() => setFilters((current) => current.filter((f) => f !== filter))}
          >
            {filter}
          </Tag>
        ))}
      </Flex>
      {filters.length < all.length && (
        <Button size="small" onClick={() => setFilters(all)}>
          Reset filters
        </Button>
      )}
    </Flex>
  );
}
