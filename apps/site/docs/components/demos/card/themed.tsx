/**
 * title: On a page background
 * description: One card is full-bleed; the switch restyles the other through CSS variables and part styles.
 * keywords: [fullBleed, CSS variables, background, radius, padding, headerStyle, bodyStyle]
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
            headerStyle={custom ? { color: 'var(--tm-color-primary)' } : undefined}
            bodyStyle={custom ? { color: 'var(--tm-color-text-secondary)' } : undefined}
          >
            Larger corners and padding and a coloured divider from three CSS variables; the title
            and body colours from headerStyle and bodyStyle.
          </Card>
        </Box>
      </Flex>
    </Box>
  );
}
