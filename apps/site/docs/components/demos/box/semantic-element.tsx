/**
 * title: Semantic elements
 * description: The as prop renders the element that fits the content; here a labelled section with a list inside.
 * keywords: [as, polymorphic, section, landmark]
 */
import { Box } from '@tessera/mobile';

export default function SemanticElement() {
  return (
    <Box as="section" aria-label="Shipping address" background="default" radius="m" padding="l">
      <Box as="ul" padding="none">
        <li>Ada Lovelace</li>
        <li>12 Analytical Street</li>
        <li>London</li>
      </Box>
    </Box>
  );
}
