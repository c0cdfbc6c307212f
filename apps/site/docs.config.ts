import { defineConfig } from '@tessera/docs-content';

export default defineConfig({
  title: 'Tessera Mobile',
  description: 'React UI components for phones: light, accessible, themeable.',
  logo: '/logo.svg',
  routePrefix: { components: 'tm-' },
  editLink: 'https://github.com/tessera-ui/tessera/edit/main/apps/site',
  // The repository's Pages site under its own domain (public/CNAME names it): served at the
  // root, as `base` is '/'. The github.io address of the repository would be under /tessera/.
  siteUrl: 'https://tessera-ui.dev',
  apiParser: { entry: '@tessera/mobile' },
  slots: { DemoFrame: './theme/DemoFrame.tsx' },
});
