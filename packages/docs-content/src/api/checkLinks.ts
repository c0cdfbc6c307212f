import type { InlineNode } from '@tessera/docs-theme/types';
import path from 'node:path';
import { ContentError } from '../errors';
import { resolvePageLink, type LinkTargets } from '../links';
import type { ParsedPage } from '../parse';
import type { ApiTables } from './tables';

function hrefsOf(nodes: InlineNode[]): string[] {
  return nodes.flatMap((node) =>
    typeof node === 'string' || node.kind === 'code'
      ? []
      : [...(node.kind === 'link' ? [node.href] : []), ...hrefsOf(node.children)],
  );
}

/**
 * Links in the API tables a page shows, checked as the page's own links are: a site page, tab or
 * heading that does not exist is an error at the prop's declaration in the library, naming the
 * component, the prop and the page showing the table. An anchor (`#props`) is looked up on that
 * page. Tables not read yet are checked once they are.
 */
export function apiLinkErrors(
  pages: ParsedPage[],
  api: ApiTables,
  targets: LinkTargets,
  root: string,
): ContentError[] {
  const errors: ContentError[] = [];
  for (const page of pages) {
    for (const { id } of page.apis) {
      const { table } = api.lookup(id);
      if (!table) continue;
      for (const prop of table.props) {
        const hrefs = hrefsOf([...(prop.deprecated ?? []), ...prop.description]);
        for (const href of new Set(hrefs)) {
          try {
            resolvePageLink(href, page, undefined, targets);
          } catch (error) {
            if (!(error instanceof ContentError)) throw error;
            const source = api.source(id, prop.name);
            errors.push(
              new ContentError(
                source ? path.relative(root, source.file) : page.meta.filename,
                source?.line,
                undefined,
                `${table.component} prop "${prop.name}" (API table in ${page.meta.filename}): ${error.reason}`,
              ),
            );
          }
        }
      }
    }
  }
  return errors;
}
