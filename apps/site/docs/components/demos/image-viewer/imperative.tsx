/**
 * title: Opened from code
 * description: ImageViewer.show and ImageViewer.Multi.show open a viewer without any state of yours and return a handle whose close() closes it.
 * keywords: [ImageViewer.show, ImageViewer.Multi.show, imperative, handle, close]
 */
import { Button, Flex, ImageViewer } from '@tessera/mobile';

const photos = ['/images/forest.svg', '/images/harbour.svg', '/images/dunes.svg'];

export default function Imperative() {
  return (
    <Flex gap="s" wrap>
      <Button
        size="small"
        onClick={() =>
          ImageViewer.show({ image: '/images/tower.svg', alt: 'A tower lit at night' })
        }
      >
        Show one picture
      </Button>
      <Button
        size="small"
        onClick={() => {
          const handle = ImageViewer.Multi.show({ images: photos, defaultIndex: 1 });
          // Closes by itself after ten seconds if still open.
          setTimeout(() => handle.close(), 10_000);
        }}
      >
        Show three pictures
      </Button>
    </Flex>
  );
}
