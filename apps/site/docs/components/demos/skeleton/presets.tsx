/**
 * title: Presets
 * description: A paragraph, a list row with an avatar, and a card with an image.
 * keywords: [title, lineCount, avatar, image]
 */
import { Flex, Skeleton } from '@tessera/mobile';

export default function Presets() {
  return (
    <Flex direction="column" gap="xl">
      <Skeleton lineCount={3} />
      <Skeleton avatar lineCount={1} />
      <Skeleton image title lineCount={2} />
    </Flex>
  );
}
