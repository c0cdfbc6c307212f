/**
 * title: Scrollable content and close button
 * description: Long content scrolls inside the sheet while the page behind stays still, even at the ends of the list; a close button sits in the corner.
 * keywords: [scroll lock, showCloseButton, long content]
 */
import { Box, Button, Popup } from '@tessera/mobile';
import { useState } from 'react';

const countries = [
  'Argentina',
  'Australia',
  'Austria',
  'Belgium',
  'Brazil',
  'Canada',
  'Chile',
  'China',
  'Denmark',
  'Egypt',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'India',
  'Ireland',
  'Italy',
  'Japan',
  'Kenya',
  'Mexico',
];

export default function ScrollableContent() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Button block onClick={() => setVisible(true)}>
        Choose a country
      </Button>
      <Popup
        visible={visible}
        showCloseButton
        aria-label="Countries"
        onClose={() => setVisible(false)}
      >
        <Box as="ul" padding="l">
          {countries.map((country) => (
            <li key={country}>{country}</li>
          ))}
        </Box>
      </Popup>
    </>
  );
}
