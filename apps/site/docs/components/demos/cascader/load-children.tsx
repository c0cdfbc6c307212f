/**
 * title: Children loaded on demand
 * description: loadChildren fetches the next level when an option is chosen; the level shows a skeleton meanwhile. fieldNames reads options shaped by an API.
 * keywords: [loadChildren, async, skeleton, fieldNames, isLeaf]
 */
import { Button, Cascader } from '@tessera/mobile';
import { useState } from 'react';

interface Place {
  name: string;
  code: string;
  isLeaf?: boolean;
}

const countries: Place[] = [
  { name: 'Kenya', code: 'KE' },
  { name: 'Peru', code: 'PE' },
];

function fetchChildren(place: Place): Promise<Place[]> {
  const depth = place.code.split('-').length;
  return new Promise((resolve) =>
    setTimeout(
      () =>
        resolve(
          ['North', 'South', 'East'].map((part) => ({
            name: `${place.name} ${part}`,
            code: `${place.code}-${part[0]}`,
            isLeaf: depth >= 2,
          })),
        ),
      800,
    ),
  );
}

export default function LoadChildren() {
  const [visible, setVisible] = useState(false);
  const [chosen, setChosen] = useState('');
  return (
    <>
      <Button onClick={() => setVisible(true)}>Choose an area</Button>
      <p>Area: {chosen || 'none yet'}</p>
      <Cascader<Place>
        title="Area"
        options={countries}
        fieldNames={{ label: 'name', value: 'code' }}
        loadChildren={fetchChildren}
        placeholder={(level) => ['Country', 'Region', 'Area'][level] ?? 'Select'}
        visible={visible}
        onClose={() => setVisible(false)}
        onConfirm={(_, { items }) => setChosen(items.map((item) => item.name).join(' / '))}
      />
    </>
  );
}
