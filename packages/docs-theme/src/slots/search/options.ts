import type { SearchGroup, SearchHint } from '@tessera/docs-search';

/** One option of the listbox: a result (`goTo` for the page the query names) or a recent search. */
export type Option =
  | { kind: 'hint'; id: string; hint: SearchHint; goTo: boolean }
  | { kind: 'recent'; id: string; query: string };

/** The options of the listbox in display order, with ids unique under `baseId`. */
export function optionsOf(
  baseId: string,
  groups: SearchGroup[],
  recent: string[] | null,
): Option[] {
  if (recent)
    return recent.map((query, index) => ({ kind: 'recent', id: `${baseId}-r${index}`, query }));
  return groups.flatMap((group, g) =>
    group.hints.map((hint, h) => ({
      kind: 'hint' as const,
      id: `${baseId}-${g}-${h}`,
      hint,
      goTo: group.goTo === true,
    })),
  );
}
