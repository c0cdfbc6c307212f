/**
 * title: Checkable filters
 * description: Each filter is a toggle button that turns solid and shows a check mark while on.
 * keywords: [Tag.Check, CheckTag, checkable, checked, aria-pressed, filter, toggle]
 */
import { Flex, Tag } from '@tessera/mobile';
import { useState } from 'react';

const all = ['Vegetarian', 'Under 30 min', 'Gluten free', 'Spicy'];

export default function CheckableFilters() {
  const [filters, setFilters] = useState(['Vegetarian']);
  return (
    <Flex direction="column" gap="m" align="start">
      <Flex wrap gap="s">
        {all.map((filter) => (
          <Tag.Check
            key={filter}
            round
            checked={filters.includes(filter)}
            onChange={(checked) =>
              setFilters((current) =>
                checked ? [...current, filter] : current.filter((f) => f !== filter),
              )
            }
          >
            {filter}
          </Tag.Check>
        ))}
        <Tag.Check round disabled>
          Halal
        </Tag.Check>
      </Flex>
      <p aria-live="polite">
        {filters.length === 0 ? 'No filters: showing every recipe.' : `On: ${filters.join(', ')}`}
      </p>
    </Flex>
  );
}
