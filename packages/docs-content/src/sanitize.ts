import type { Element, Root, RootContent } from 'hast';

/** Elements that have no place in documentation content: they run code or change the page. */
const droppedElements = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'form',
  'frame',
  'frameset',
]);

const urlProperties = ['href', 'src', 'action', 'formAction', 'poster', 'cite', 'xLinkHref'];

/** SVG animation elements: they can set an attribute, `href` included, to any value. */
const animationElements = new Set(['animate', 'set', 'animateMotion', 'animateTransform']);
const animationValues = ['values', 'from', 'to', 'by'];

const percentDecoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Schemes that execute or render markup; `data:` stays allowed for images only. */
function isDangerousUrl(value: string, property: string, tagName: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme (`java\nscript:`); the
  // percent-encoded spellings (`java%0ascript:`) go too, should anything decode them later.
  const scheme = percentDecoded(value)
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u0020\u007f]/g, '')
    .toLowerCase();
  if (/^(javascript|vbscript):/.test(scheme)) return true;
  if (scheme.startsWith('data:'))
    return !(
      tagName === 'img' &&
      property === 'src' &&
      /^data:image\/(png|gif|jpe?g|webp|avif);/.test(scheme)
    );
  return false;
}

/**
 * Removes from page content what could run script or leave the page: script-like elements,
 * event handler attributes, inline styles (the site's CSP forbids them) and `javascript:` and
 * similar URLs. Authors are trusted, but a pasted snippet should not be able to do harm.
 * Returns what was removed, for warnings.
 */
export function sanitize(tree: Root): string[] {
  const removed: string[] = [];
  const visit = (children: RootContent[]): RootContent[] =>
    children.flatMap((node): RootContent[] => {
      if (node.type === 'comment' || node.type === 'doctype') return [];
      if (node.type !== 'element') return [node];
      if (droppedElements.has(node.tagName) || setsALink(node)) {
        removed.push(`<${node.tagName}>`);
        return [];
      }
      cleanProperties(node, removed);
      node.children = visit(node.children) as Element['children'];
      return [node];
    });
  tree.children = visit(tree.children);
  return removed;
}

/** `<set attributeName="href" to="javascript:…">` turns a harmless link into a script link. */
function setsALink(node: Element): boolean {
  if (!animationElements.has(node.tagName)) return false;
  if (/href/i.test(String(node.properties.attributeName ?? ''))) return true;
  return animationValues.some((key) =>
    String(node.properties[key] ?? '')
      .split(';')
      .some((value) => isDangerousUrl(value, key, node.tagName)),
  );
}

function cleanProperties(node: Element, removed: string[]) {
  for (const key of Object.keys(node.properties)) {
    if (/^on/i.test(key) || key === 'style' || key === 'srcDoc' || key === 'httpEquiv') {
      removed.push(`${key} on <${node.tagName}>`);
      delete node.properties[key];
    }
  }
  for (const key of urlProperties) {
    const value = node.properties[key];
    if (typeof value === 'string' && isDangerousUrl(value, key, node.tagName)) {
      removed.push(`${key}="${value.slice(0, 40)}" on <${node.tagName}>`);
      delete node.properties[key];
    }
  }
}
