import { defineConfig } from '@tessera/docs-content';

export default defineConfig({
  title: 'Tessera Mobile',
  lang: 'en',
  // Each component page's `subtitle` is its Chinese name, shown beside its title ("Button 按钮").
  subtitleLang: 'zh-CN',
  description: 'React UI components for phones: light, accessible, themeable.',
  logo: '/logo.svg',
  routePrefix: { components: 'tm-' },
  editLink: 'https://github.com/tessera-ui/tessera/edit/main/apps/site',
  // The repository's Pages site under its own domain (public/CNAME names it): served at the
  // root, as `base` is '/'. The github.io address of the repository would be under /tessera/.
  siteUrl: 'https://tessera-ui.dev',
  // The section and group titles of the pages' frontmatter, in the other interface language.
  labels: {
    Guide: { 'zh-CN': '指南' },
    Components: { 'zh-CN': '组件' },
    General: { 'zh-CN': '通用' },
    Feedback: { 'zh-CN': '反馈' },
    'Data entry': { 'zh-CN': '数据录入' },
    'Data display': { 'zh-CN': '信息展示' },
    Navigation: { 'zh-CN': '导航' },
    Layout: { 'zh-CN': '布局' },
    Guidance: { 'zh-CN': '引导' },
  },
  // The navbar's version and links and the footer's licence come from its package.json.
  library: '@tessera/mobile',
  copyright: {
    'en-US': 'Copyright © 2026 the Tessera authors',
    'zh-CN': '版权所有 © 2026 Tessera 作者',
  },
  apiParser: { entry: '@tessera/mobile' },
  // A phone's width; the compact switch turns on the library's compact theme (theme/DemoFrame.tsx).
  demo: {
    width: 375,
    switches: { compact: { 'en-US': 'Compact theme', 'zh-CN': '紧凑主题' } },
  },
  slots: { DemoFrame: './theme/DemoFrame.tsx' },
});
