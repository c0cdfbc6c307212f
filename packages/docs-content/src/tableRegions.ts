import type { Element, ElementContent, Root, RootContent } from 'hast';

const text = (node: Root | RootContent | ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(text).join('') : '';

const isHeading = (node: Element) => /^h[1-6]$/.test(node.tagName);

/** The cells of a table's first row, as a name for a table with no heading above it. */
function headerText(table: Element): string {
  let row: Element | undefined;
  const findRow = (node: Element) => {
    for (const child of node.children) {
      if (row || child.type !== 'element') continue;
      if (child.tagName === 'tr') row = child;
      else findRow(child);
    }
  };
  findRow(table);
  return (row?.children ?? [])
    .filter((cell) => cell.type === 'element')
    .map((cell) => text(cell).trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * Puts each table in a box that scrolls sideways, so that a table wider than a phone keeps its
 * cells whole instead of breaking names and types mid-word. The box is a focusable region, so
 * a keyboard can scroll it, named by the heading above the table or else by its header row.
 */
export function wrapTables(tree: Root): void {
  let heading = '';
  const visit = (parent: Root | Element) => {
    parent.children = parent.children.map((child) => {
      if (child.type !== 'element') return child;
      if (isHeading(child)) {
        heading = text(child).trim();
        return child;
      }
      if (child.tagName !== 'table') {
        visit(child);
        return child;
      }
      const region: Element = {
        type: 'element',
        tagName: 'div',
        properties: {
          role: 'region',
          tabIndex: 0,
          ariaLabel: heading || headerText(child),
          dataTableRegion: '',
        },
        children: [child],
      };
      return region;
    }) as typeof parent.children;
  };
  visit(tree);
}
