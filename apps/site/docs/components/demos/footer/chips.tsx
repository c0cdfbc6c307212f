/**
 * title: Chips and link callbacks
 * description: Chips become buttons with onChipClick; a link without href is a button that calls onLinkClick.
 * keywords: [chips, onChipClick, onLinkClick, buttons]
 */
import { Footer } from '@tessera/mobile';
import { useState } from 'react';

export default function Chips() {
  const [picked, setPicked] = useState('nothing yet');
  return (
    <>
      <Footer
        links={[{ text: 'Contact support' }, { text: 'Call us' }]}
        onLinkClick={(item) => setPicked(String(item.text))}
        chips={[{ text: 'Feedback', type: 'link' }, { text: 'Accessibility' }, { text: 'Sitemap' }]}
        onChipClick={(item) => setPicked(String(item.text))}
      />
      <p aria-live="polite">Last pressed: {picked}</p>
    </>
  );
}
