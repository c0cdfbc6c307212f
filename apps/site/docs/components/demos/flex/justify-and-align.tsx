/**
 * title: Alignment
 * description: justify spreads items along the row and align centres them across it, as in a settings row with a label and a value.
 * keywords: [justify, align, between, center]
 */
import { Flex, RightIcon } from '@tessera/mobile';

export default function JustifyAndAlign() {
  return (
    <Flex direction="column" gap="m">
      <Flex justify="between" align="center">
        <span>Language</span>
        <Flex align="center" gap="xs">
          <span>English</span>
          <RightIcon />
        </Flex>
      </Flex>
      <Flex justify="center">
        <span>Centred content</span>
      </Flex>
    </Flex>
  );
}
