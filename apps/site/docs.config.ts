import { defineConfig } from '@tessera/docs-content';

export default defineConfig({
  title: 'Tessera Mobile',
  description: 'React UI components for phones: light, accessible, themeable.',
  logo: '/logo.svg',
  routePrefix: { components: 'tm-' },
  editLink: 'https://github.com/tessera-ui/tessera/edit/main/apps/site',
  apiParser: { entry: '@tessera/mobile' },
  slots: { DemoFrame: './theme/DemoFrame.tsx' },
});
