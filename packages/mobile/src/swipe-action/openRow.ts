/** A row that another row's opening can close. */
export interface ClosableRow {
  close: () => void;
}

/** The row that is open now: opening another row closes it, so one row is open per page. */
let openRow: ClosableRow | null = null;

/** Closes the open row unless it is `row`. */
export function closeOtherRow(row: ClosableRow): void {
  if (openRow && openRow !== row) openRow.close();
}

/** Records `row` as the open one, closing the one open before. */
export function markOpen(row: ClosableRow): void {
  closeOtherRow(row);
  openRow = row;
}

/** Forgets `row` if it is the open one. */
export function markClosed(row: ClosableRow): void {
  if (openRow === row) openRow = null;
}
