/**
 * title: Options
 * description: Each title opens a list; the chosen option is marked and replaces the title.
 * keywords: [options, value, onChange, sort]
 */
import { Dropdown, List, type DropdownValue } from '@tessera/mobile';
import { useState } from 'react';

const shops = [
  { name: 'Corner Bakery', km: 0.4, rating: 4.2 },
  { name: 'Green Grocer', km: 1.8, rating: 4.8 },
  { name: 'Fish Market', km: 3.5, rating: 4.5 },
  { name: 'Night Pharmacy', km: 0.9, rating: 3.9 },
];

export default function Options() {
  const [sort, setSort] = useState<DropdownValue>('distance');
  const [within, setWithin] = useState<DropdownValue>(5);
  const shown = shops
    .filter((shop) => shop.km <= Number(within))
    .sort((a, b) => (sort === 'rating' ? b.rating - a.rating : a.km - b.km));
  return (
    <>
      <Dropdown>
        <Dropdown.Item
          key="sort"
          title="Sort"
          value={sort}
          onChange={setSort}
          options={[
            { value: 'distance', label: 'Nearest' },
            { value: 'rating', label: 'Best rated' },
          ]}
        />
        <Dropdown.Item
          key="within"
          title="Distance"
          value={within}
          onChange={setWithin}
          options={[
            { value: 1, label: 'Within 1 km' },
            { value: 2, label: 'Within 2 km' },
            { value: 5, label: 'Within 5 km' },
          ]}
        />
      </Dropdown>
      <List header={`${shown.length} shops`}>
        {shown.map((shop) => (
          <List.Item key={shop.name} extra={`${shop.km} km · ★ ${shop.rating}`}>
            {shop.name}
          </List.Item>
        ))}
      </List>
    </>
  );
}
