/**
 * title: Upwards
 * description: direction="up" for a bar at the foot of the screen.
 * keywords: [direction, up, bottom]
 */
import { Box, Dropdown } from '@tessera/mobile';

const sizes = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large' },
];

export default function Upwards() {
  return (
    <>
      <Box padding="l">
        <p>Espresso, oat milk, a pinch of cinnamon.</p>
        <p>Served hot in a ceramic cup.</p>
        <p>Ready in about four minutes.</p>
        <p>Pick a size and a milk below.</p>
      </Box>
      <Dropdown direction="up">
        <Dropdown.Item key="size" title="Size" options={sizes} defaultValue="m" />
        <Dropdown.Item
          key="milk"
          title="Milk"
          options={[
            { value: 'oat', label: 'Oat' },
            { value: 'cow', label: 'Whole' },
          ]}
        />
      </Dropdown>
    </>
  );
}
