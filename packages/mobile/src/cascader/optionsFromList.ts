import type { ReactNode } from 'react';
import { warn } from '../internal/warn';
import type { CascaderValue } from './cascaderTree';

type KeysWith<R, V> = { [K in keyof R]-?: R[K] extends V ? K : never }[keyof R];

/** How `optionsFromList` reads the rows. */
export interface CascaderListConfig<R> {
  /** The key of each row's own id, which becomes the option's `value`. */
  idKey: KeysWith<R, CascaderValue>;
  /** The key of the id of each row's parent. */
  parentKey: KeysWith<R, CascaderValue | null | undefined>;
  /**
   * The parent id your rows give a top-level row, such as `0` or `''`. A parent of `null`, or none
   * at all, always means the top level.
   * @defaultValue null
   */
  rootParent?: CascaderValue | null;
  /**
   * The key of the text shown for each row, which becomes the option's `label`.
   * @defaultValue 'label'
   */
  labelKey?: keyof R;
}

/** A row as an option: all its fields, with `label`, `value` and the rows below it as `children`. */
export type CascaderListOption<R> = R & {
  label: ReactNode;
  value: CascaderValue;
  children?: CascaderListOption<R>[];
};

/** Where a row stands: not known yet, on the walk in progress, under a root, or under no root. */
const UNKNOWN = 0;
const WALKING = 1;
const PLACED = 2;
const LOST = 3;

const MAX_NAMED = 5;

const show = (id: unknown) => (typeof id === 'string' ? JSON.stringify(id) : String(id));

function list(items: string[]): string {
  const named = items.slice(0, MAX_NAMED).join(', ');
  return items.length > MAX_NAMED ? `${named} and ${items.length - MAX_NAMED} more` : named;
}

/**
 * Builds Cascader's `options` from a flat list of rows that each name their parent's id, as back
 * ends often return regions or categories. Each option is a copy of its row with `label`,
 * `value` (the row's id) and, when rows name it as their parent, `children`; the rows are never
 * changed. Siblings keep the order of the rows, and any other field (`disabled`, `isLeaf`, a code)
 * stays on the option, so `onConfirm`'s `extend.items` has it.
 *
 * Ids are compared as given: `1` and `'1'` are different ids. A row whose id an earlier row has
 * already used is left out. A row that leads to no top-level row, because no row has its parent's
 * id (an orphan) or because it is its own ancestor (a cycle), is left out with the rows below it;
 * each of these gives one development warning naming the ids. Runs in time linear in the rows.
 *
 * @example
 * const options = optionsFromList(rows, { idKey: 'id', parentKey: 'parentId', labelKey: 'name' });
 */
export function optionsFromList<R extends object>(
  rows: readonly R[],
  config: CascaderListConfig<R>,
): CascaderListOption<R>[] {
  const { idKey, parentKey, rootParent = null, labelKey = 'label' as keyof R } = config;
  const idOf = (row: R) => row[idKey] as CascaderValue;
  const indexOf = new Map<CascaderValue, number>();
  const repeated = new Set<string>();
  const orphans: string[] = [];
  const cycles: string[] = [];
  // The index of each row's parent row; -1 for a top-level row or a missing parent.
  const parents = new Int32Array(rows.length);
  const state = new Uint8Array(rows.length);

  rows.forEach((row, index) => {
    const id = idOf(row);
    if (indexOf.has(id)) {
      repeated.add(show(id));
      state[index] = LOST;
    } else indexOf.set(id, index);
  });
  rows.forEach((row, index) => {
    const parent = row[parentKey] as CascaderValue | null | undefined;
    const top = parent == null || parent === rootParent;
    parents[index] = top ? -1 : (indexOf.get(parent) ?? -1);
    if (state[index] === LOST || top || parents[index]! >= 0) return;
    state[index] = LOST;
    orphans.push(`${show(idOf(row))} (parent ${show(parent)})`);
  });

  // Walks up from each row until a row whose place is known, a top-level row or a row already on
  // this walk (a cycle); every row is walked over once, so deep or looping lists cost no more.
  const walk: number[] = [];
  for (let start = 0; start < rows.length; start++) {
    let at = start;
    while (state[at] === UNKNOWN) {
      state[at] = WALKING;
      walk.push(at);
      if (parents[at]! < 0) break;
      at = parents[at]!;
    }
    let found = state[at] === WALKING && parents[at]! < 0 ? PLACED : state[at]!;
    if (found === WALKING) {
      const loop = walk.slice(walk.indexOf(at)).map((i) => show(idOf(rows[i]!)));
      cycles.push([...loop, loop[0]].join(' → '));
      found = LOST;
    }
    for (const i of walk) state[i] = found;
    walk.length = 0;
  }

  const made = rows.map((row, index) => {
    if (state[index] !== PLACED) return undefined;
    const option = {
      ...row,
      label: row[labelKey] as ReactNode,
      value: idOf(row),
    } as CascaderListOption<R>;
    // A row's own `children` field would be read as a level of options.
    if ('children' in option) delete option.children;
    return option;
  });
  // Linked after all are made, since a row may come before its parent.
  const options: CascaderListOption<R>[] = [];
  made.forEach((option, index) => {
    if (!option) return;
    const parent = parents[index]!;
    if (parent < 0) options.push(option);
    else (made[parent]!.children ??= []).push(option);
  });

  if (repeated.size > 0)
    warn(
      'optionsFromList',
      `ids must be unique; the later rows with ${list([...repeated])} are left out.`,
    );
  if (orphans.length > 0)
    warn(
      'optionsFromList',
      `no row has the parent of ${list(orphans)}; they are left out with the rows below them. A row whose parent is null, missing or rootParent is a top-level row.`,
    );
  if (cycles.length > 0)
    warn(
      'optionsFromList',
      `rows that are their own ancestors are left out with the rows below them (each arrow leads to a parent): ${list(cycles)}.`,
    );
  return options;
}
