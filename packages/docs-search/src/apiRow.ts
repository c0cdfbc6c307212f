/**
 * The id of an API table row: the table's id and the prop's name, in lower case
 * (`PopoverMenu`, `placement` → `popovermenu-placement`). The theme gives each row this id and a
 * prop's search hint links to it, so both call this one function.
 */
export function apiRowId(tableId: string, prop: string): string {
  return `${tableId}-${prop}`.toLowerCase();
}
