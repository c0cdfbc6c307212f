/**
 * title: Colour and opacity
 * description: Black and white masks at three strengths; tap the mask to close it.
 * keywords: [color, opacity, black, white]
 */
import { Button, Flex, Mask } from '@tessera/mobile';
import { useState } from 'react';

type Choice = { color: 'black' | 'white'; opacity: 'thin' | 'default' | 'thick' };

const choices: Choice[] = [
  { color: 'black', opacity: 'thin' },
  { color: 'black', opacity: 'default' },
  { color: 'black', opacity: 'thick' },
  { color: 'white', opacity: 'default' },
];

export default function ColorAndOpacity() {
  const [choice, setChoice] = useState<Choice | null>(null);
  return (
    <Flex wrap gap="s">
      {choices.map((c) => (
        <Button key={`${c.color}-${c.opacity}`} size="small" onClick={() => setChoice(c)}>
          {c.color} {c.opacity}
        </Button>
      ))}
      <Mask
        visible={choice !== null}
        color={choice?.color}
        opacity={choice?.opacity}
        onMaskClick={() => setChoice(null)}
      />
    </Flex>
  );
}
