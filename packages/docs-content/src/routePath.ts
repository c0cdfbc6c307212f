/** 'PullToRefresh' → 'pull-to-refresh', 'ActionSheet' → 'action-sheet', 'guide' → 'guide'. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

/**
 * The route of a page file, from its path inside the docs folder: 'index.md' → '',
 * 'guide/index.md' → 'guide', 'guide/style.md' → 'guide/style', and with the prefix
 * `{ components: 'tm-' }`, 'components/Button.md' → 'components/tm-button'.
 */
export function routePathOf(
  relativeFile: string,
  routePrefix: Record<string, string> = {},
): string {
  const segments = relativeFile.replace(/\.md$/, '').split('/');
  const name = segments.pop() ?? '';
  const folder = segments.join('/');
  if (name === 'index') return folder.split('/').map(kebab).join('/');
  const prefix = routePrefix[folder] ?? '';
  return [...segments.map(kebab), prefix + kebab(name)].join('/');
}

/** The page id of the spec: the file path under the site root without its extension. */
export function pageIdOf(docsDir: string, relativeFile: string): string {
  return `${docsDir}/${relativeFile.replace(/\.md$/, '')}`;
}
