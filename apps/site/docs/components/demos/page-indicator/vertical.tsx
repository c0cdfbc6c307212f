/**
 * title: Vertical
 * description: A column of dots, for pagers that move up and down.
 * keywords: [direction, vertical]
 */
import { Flex, PageIndicator } from '@tessera/mobile';

export default function Vertical() {
  return (
    <Flex gap="xl">
      <PageIndicator total={4} current={0} direction="vertical" />
      <PageIndicator total={4} current={2} direction="vertical" />
    </Flex>
  );
}
