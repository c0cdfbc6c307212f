/**
 * title: Options from an API
 * description: fieldNames reads options in another shape; onChange also gives the chosen option objects. No check mark here (showCheckMark={false}).
 * keywords: [fieldNames, onChange, items, showCheckMark]
 */
import { Selector } from '@tessera/mobile';
import { useState } from 'react';

const cities = [
  { name: 'Lisbon', code: 'LIS', tz: 'UTC+0' },
  { name: 'Nairobi', code: 'NBO', tz: 'UTC+3' },
  { name: 'Osaka', code: 'KIX', tz: 'UTC+9' },
];

export default function FieldNames() {
  const [picked, setPicked] = useState<typeof cities>([]);
  return (
    <>
      <Selector
        aria-label="Cities"
        multiple
        columns={3}
        showCheckMark={false}
        options={cities}
        fieldNames={{ label: 'name', value: 'code', description: 'tz' }}
        onChange={(_, { items }) => setPicked(items)}
      />
      <p>{picked.map((city) => `${city.name} (${city.code})`).join(', ') || 'No city yet'}</p>
    </>
  );
}
