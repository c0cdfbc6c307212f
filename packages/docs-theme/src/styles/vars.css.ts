import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme's public styling surface: stable `--tessera-docs-*` variables a site may set.
 * Everything else is hashed and free to change.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      /** Page background. */
      background: 'color-background',
      /** Raised surfaces: navbar, code blocks, demo area. */
      surface: 'color-surface',
      /** Body text. */
      text: 'color-text',
      /** Secondary text: descriptions, captions, dates. */
      textMuted: 'color-text-muted',
      /** Hairlines between regions. */
      border: 'color-border',
      /** Links, the active sidebar item, focus rings. */
      brand: 'color-brand',
      /** Text on a brand-coloured background. */
      onBrand: 'color-on-brand',
      /** Background of the active sidebar item and hovered rows. */
      brandSoft: 'color-brand-soft',
      /** Error messages. */
      danger: 'color-danger',
    },
    font: {
      body: 'font-body',
      mono: 'font-mono',
    },
    size: {
      navbarHeight: 'navbar-height',
      sidebarWidth: 'sidebar-width',
      contentWidth: 'content-width',
      radius: 'radius',
    },
  },
  (name) => `tessera-docs-${name}`,
);

createGlobalTheme(':root', vars, {
  color: {
    background: '#ffffff',
    surface: '#f6f7f9',
    text: '#1c1e21',
    textMuted: '#545b66',
    border: '#e3e6ea',
    brand: '#1857c9',
    onBrand: '#ffffff',
    brandSoft: '#e8f0fd',
    danger: '#b42318',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  size: {
    navbarHeight: '64px',
    sidebarWidth: '264px',
    contentWidth: '800px',
    radius: '8px',
  },
});

createGlobalTheme(':root[data-prefers-color=dark]', vars.color, {
  background: '#15171a',
  surface: '#1e2126',
  text: '#e6e8eb',
  textMuted: '#a6adb8',
  border: '#33373d',
  brand: '#7aa7ff',
  onBrand: '#0d1526',
  brandSoft: '#1f2b40',
  danger: '#ff8a80',
});
