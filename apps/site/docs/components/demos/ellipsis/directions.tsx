/**
 * title: Start, middle and end
 * description: The same text cut to one line at its end, its start and its middle; the middle keeps both ends of a file path. Emoji and CJK characters are never cut in half.
 * keywords: [direction, start, middle, end, rows, emoji, CJK]
 */
import { Ellipsis, Flex } from '@tessera/mobile';

const path = '/Users/ada/Documents/Projects/2026/Analytical Engine/notes/final-draft-v12.pdf';
const mixed = '旅行计划 🧳✈️ Lisbon → Porto → Madrid → Barcelona 🇪🇸 and back home again 🏠';

export default function Directions() {
  return (
    <Flex direction="column" gap="m">
      <Ellipsis content={path} />
      <Ellipsis content={path} direction="start" />
      <Ellipsis content={path} direction="middle" />
      <Ellipsis content={mixed} direction="middle" />
    </Flex>
  );
}
