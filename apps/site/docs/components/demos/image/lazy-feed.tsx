/**
 * title: A lazy feed
 * description: Full-width pictures that keep their ratio; each one loads as it comes near the screen, and the text and buttons below never jump.
 * keywords: [lazy, loading, block, feed, layout shift]
 */
import { Button, Flex, Image } from '@tessera/mobile';
import { useState } from 'react';

const photos = [
  { src: '/images/lake.svg', alt: 'A lake below blue mountains', width: 1200, height: 800 },
  { src: '/images/forest.svg', alt: 'Pine trees on green hills', width: 1200, height: 900 },
  { src: '/images/tower.svg', alt: 'A tower lit at night', width: 800, height: 1200 },
];

export default function LazyFeed() {
  const [liked, setLiked] = useState<string[]>([]);
  return (
    <Flex direction="column" gap="l">
      {photos.map((photo) => (
        <Flex key={photo.src} direction="column" gap="xs">
          <Image {...photo} block fit="cover" />
          <Flex justify="between" align="center">
            <span>{photo.alt}</span>
            <Button
              size="small"
              fill="none"
              aria-pressed={liked.includes(photo.src)}
              onClick={() =>
                setLiked((list) =>
                  list.includes(photo.src)
                    ? list.filter((s) => s !== photo.src)
                    : [...list, photo.src],
                )
              }
            >
              Like
            </Button>
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
