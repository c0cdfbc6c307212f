/**
 * title: Slides that arrive later, rendered lazily
 * description: The slides load a moment after the page; autoplay starts once they are there. With lazy, only the current slide and its neighbours render their content.
 * keywords: [async data, lazy, autoplay, performance]
 */
import { Button, Flex, Swiper } from '@tessera/mobile';
import { useEffect, useState } from 'react';

const loadPhotos = () =>
  new Promise<string[]>((resolve) =>
    setTimeout(() => resolve(Array.from({ length: 12 }, (_, i) => `Photo ${i + 1}`)), 800),
  );

export default function Later() {
  const [photos, setPhotos] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void loadPhotos().then((list) => live && setPhotos(list));
    return () => {
      live = false;
    };
  }, [attempt]);
  return (
    <Flex direction="column" gap="m">
      <Swiper lazy autoplay autoplayInterval={2000} aria-label="Photos">
        {photos.map((photo, index) => (
          <Swiper.Item key={photo}>
            <svg display="block" width="100%" height="140" role="img" aria-label={photo}>
              <rect width="100%" height="100%" fill={index % 2 ? '#531dab' : '#0958d9'} />
              <text x="50%" y="50%" fill="#fff" fontSize="22" textAnchor="middle" dy="8">
                {photo}
              </text>
            </svg>
          </Swiper.Item>
        ))}
      </Swiper>
      <p>{photos.length === 0 ? 'Loading photos…' : `${photos.length} photos`}</p>
      <Button
        size="small"
        onClick={() => {
          setPhotos([]);
          setAttempt((n) => n + 1);
        }}
      >
        Load again
      </Button>
    </Flex>
  );
}
