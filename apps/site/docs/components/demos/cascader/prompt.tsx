/**
 * title: Cascader.prompt
 * description: Opens a cascader without any state of your own and awaits the answer (the values, or null when dismissed).
 * keywords: [prompt, promise, imperative, await]
 */
import { Button, Cascader } from '@tessera/mobile';
import { useState } from 'react';

const menu = [
  {
    label: 'Drinks',
    value: 'drinks',
    children: [
      {
        label: 'Tea',
        value: 'tea',
        children: [
          { label: 'Green', value: 'green' },
          { label: 'Oolong', value: 'oolong' },
        ],
      },
      { label: 'Coffee', value: 'coffee', children: [{ label: 'Espresso', value: 'espresso' }] },
    ],
  },
  {
    label: 'Snacks',
    value: 'snacks',
    children: [
      { label: 'Dumplings', value: 'dumplings', children: [{ label: 'Pork', value: 'pork' }] },
    ],
  },
];

export default function Prompt() {
  const [answer, setAnswer] = useState('Nothing ordered yet.');
  const ask = async () => {
    const value = await Cascader.prompt({ title: 'Order', options: menu });
    setAnswer(value ? `Ordered: ${value.join(' › ')}` : 'Cancelled.');
  };
  return (
    <>
      <Button color="primary" onClick={ask}>
        Order something
      </Button>
      <p role="status">{answer}</p>
    </>
  );
}
