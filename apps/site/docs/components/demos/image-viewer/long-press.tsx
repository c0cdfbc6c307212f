/**
 * title: Save or share on a long press
 * description: Press and hold a picture, or press the Context Menu key or Shift+F10, to open a sheet that saves or shares the picture shown.
 * keywords: [onLongPress, long press, ActionSheet, save, share, context menu, Shift+F10]
 */
import { ActionSheet, Image, ImageViewer, Toast } from '@tessera/mobile';
import { useState } from 'react';

const photos = [
  { src: '/images/harbour.svg', alt: 'A harbour with a sailing boat' },
  { src: '/images/forest.svg', alt: 'Pine trees on green hills' },
];

export default function LongPress() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="View the harbour full screen"
        onClick={() => setVisible(true)}
      >
        <Image src={photos[0]!.src} alt="" width={160} height={107} fit="cover" />
      </button>
      <ImageViewer.Multi
        images={photos}
        visible={visible}
        onClose={() => setVisible(false)}
        onLongPress={(index) =>
          ActionSheet.show({
            extra: photos[index]!.alt,
            actions: [
              { key: 'save', text: 'Save image' },
              { key: 'share', text: 'Share' },
            ],
            cancelText: 'Cancel',
            onAction: (action) => Toast.show(action.key === 'save' ? 'Saved' : 'Shared'),
          })
        }
      />
    </>
  );
}
