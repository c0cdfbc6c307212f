/**
 * title: Label, links and content
 * description: A divider label, a row of real links and a copyright line.
 * keywords: [label, links, content, href]
 */
import { Footer } from '@tessera/mobile';

export default function Basic() {
  return (
    <Footer
      label="You have reached the end"
      links={[
        { text: 'Guide', href: '/guide' },
        { text: 'Theming', href: '/guide/theme' },
        { text: 'Changelog', href: '/guide/log' },
      ]}
      content="© 2026 Tessera Travel Ltd."
    />
  );
}
