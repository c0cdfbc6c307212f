/**
 * title: Grid columns
 * description: With wrap, Flex.Item span sizes items in 24ths of the row with the gap accounted for; flex="fill" shares the space equally.
 * keywords: [grid, span, columns, wrap, fill]
 */
import { Box, Flex } from '@tessera/mobile';

const tiles = ['Photos', 'Files', 'Music', 'Video', 'Notes', 'Maps'];

export default function GridColumns() {
  return (
    <Flex direction="column" gap="l">
      <Flex as="ul" wrap gap="s" aria-label="Apps">
        {tiles.map((tile) => (
          <Flex.Item as="li" key={tile} span={8}>
            <Box background="page" radius="s" padding="s">
              {tile}
            </Box>
          </Flex.Item>
        ))}
      </Flex>
      <Flex gap="s">
        <Flex.Item flex="fill">
          <Box background="page" radius="s" padding="s">
            Half
          </Box>
        </Flex.Item>
        <Flex.Item flex="fill">
          <Box background="page" radius="s" padding="s">
            Half
          </Box>
        </Flex.Item>
      </Flex>
    </Flex>
  );
}
