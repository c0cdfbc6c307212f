/**
 * title: A gallery
 * description: ImageViewer.Multi opens at the tapped picture. Swipe between pictures; zoomed in, a drag past the picture's edge carries on into the next one. The arrow keys move between pictures.
 * keywords: [ImageViewer.Multi, images, defaultIndex, onIndexChange, renderFooter, swipe]
 */
import { Flex, Image, ImageViewer } from '@tessera/mobile';
import { useState } from 'react';

const photos = [
  { src: '/images/lake.svg', alt: 'A lake below blue mountains' },
  { src: '/images/dunes.svg', alt: 'Sand dunes at sunset' },
  { src: '/images/tower.svg', alt: 'A tower lit at night' },
  { src: '/images/forest.svg', alt: 'Pine trees on green hills' },
  { src: '/images/harbour.svg', alt: 'A harbour with a sailing boat' },
];

export default function Gallery() {
  const [open, setOpen] = useState<number | null>(null);
  const [index, setIndex] = useState(0);
  return (
    <>
      <Flex wrap gap="s">
        {photos.map((photo, i) => (
          <button
            key={photo.src}
            type="button"
            aria-label={`View ${photo.alt.toLowerCase()}`}
            onClick={() => {
              setIndex(i);
              setOpen(i);
            }}
          >
            <Image src={photo.src} alt="" width={96} height={96} fit="cover" />
          </button>
        ))}
      </Flex>
      <ImageViewer.Multi
        images={photos}
        visible={open !== null}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setOpen(null)}
        renderFooter={(i) => <p>{photos[i]!.alt}</p>}
      />
    </>
  );
}
