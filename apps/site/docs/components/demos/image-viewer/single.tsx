/**
 * title: One picture
 * description: Tap the thumbnail to view the picture full screen. Pinch or double-tap to zoom, drag to look around; the close button, Escape and the browser's Back close it.
 * keywords: [ImageViewer, visible, onClose, pinch, double tap, zoom, back]
 */
import { Image, ImageViewer } from '@tessera/mobile';
import { useState } from 'react';

export default function Single() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <button type="button" aria-label="View the lake full screen" onClick={() => setVisible(true)}>
        <Image src="/images/lake.svg" alt="" width={160} height={107} fit="cover" />
      </button>
      <ImageViewer
        image="/images/lake.svg"
        alt="A lake below blue mountains"
        visible={visible}
        onClose={() => setVisible(false)}
      />
    </>
  );
}
