/**
 * title: Size and fit
 * description: Width and height reserve the box before the picture arrives; fit decides how a landscape picture fills a square box.
 * keywords: [width, height, fit, cover, contain, object-fit, layout shift]
 */
import { Flex, Image } from '@tessera/mobile';

const fits = ['fill', 'contain', 'cover', 'none', 'scale-down'] as const;

export default function Fit() {
  return (
    <Flex wrap gap="m">
      {fits.map((fit) => (
        <Flex key={fit} direction="column" gap="xs" align="center">
          <Image
            src="/images/dunes.svg"
            alt={`Sand dunes at sunset, fit ${fit}`}
            width={96}
            height={96}
            fit={fit}
          />
          <span>{fit}</span>
        </Flex>
      ))}
    </Flex>
  );
}
