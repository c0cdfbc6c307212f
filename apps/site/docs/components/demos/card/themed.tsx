/**
 * title: On a page background
 * description: Cards on the grey page background; one is full-bleed, the other takes its radius, padding and divider colour from the CSS variables when the switch is on.
 * keywords: [fullBleed, CSS variables, background, radius, padding]
 */
import { Box, Button, Card, Flex } from '@tessera/mobile';
import { useState } from 'react';

export default function Themed() {
  const [custom, setCustom] = useState(false);
  return (
    <Box background="page" paddingY="m">
      <Flex direction="column" gap="m">
        <Card title="Full bleed" fullBleed>
          Square corners, for a card that spans the screen.
        </Card>
        <Box paddingX="m">
          <Card
            title="Custom look"
            extra={
              <Button size="mini" aria-pressed={custom} onClick={() => setCustom(!custom)}>
                Custom
              </Button>
            }
            style={
              custom
                ? {
                    '--tm-card-radius': '20px',
                    '--tm-card-padding-inline': '24px',
                    '--tm-card-divider-color': 'var(--tm-color-primary)',
                  }
                : undefined
            }
          >
            Larger corners and padding and a coloured divider, from three CSS variables.
          </Card>
        </Box>
      </Flex>
    </Box>
  );
}
