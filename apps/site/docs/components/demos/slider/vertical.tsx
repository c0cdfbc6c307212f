/**
 * title: Vertical and disabled
 * description: vertical runs from min at the bottom to max at the top; Up and Right increase. A disabled slider shows its value and ignores input.
 * keywords: [vertical, disabled, valueText, step]
 */
import { Flex, Slider } from '@tessera/mobile';

export default function Vertical() {
  return (
    <Flex gap="xl" align="center">
      <Slider
        aria-label="Temperature"
        vertical
        min={16}
        max={28}
        step={0.5}
        defaultValue={21}
        marks={{ 16: '16°', 22: '22°', 28: '28°' }}
        valueText={(value) => `${value} degrees`}
        popover={(value) => `${value}°`}
      />
      <Slider aria-label="Bass (locked)" vertical disabled defaultValue={60} />
    </Flex>
  );
}
