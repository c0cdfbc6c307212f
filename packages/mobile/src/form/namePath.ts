/** A field's name: a key, or a path of keys and list indexes (`['phones', 0]`). */
export type NamePath = string | number | readonly (string | number)[];

export type Path = readonly (string | number)[];

export function toPath(name: NamePath): Path {
  return Array.isArray(name) ? name : [name as string | number];
}

// A separator no key is expected to hold, so that `['a.b']` and `['a', 'b']` stay apart.
const SEP = '\u001f';

/** A string key for a path, for maps. */
export function pathKey(name: NamePath): string {
  return toPath(name).join(SEP);
}

/** Whether `key` is `parent` itself or lies inside it. */
export function isWithin(key: string, parent: string): boolean {
  return key === parent || key.startsWith(parent + SEP);
}

export function getIn(source: unknown, path: Path): unknown {
  let current = source;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/** A copy of `source` with `value` at `path`; copies only the objects along the path. */
export function setIn<T>(source: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...tail] = path as [string | number, ...(string | number)[]];
  const base: object =
    source !== null && typeof source === 'object' ? source : typeof head === 'number' ? [] : {};
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string | number, unknown>;
  copy[head] = setIn(copy[head], tail, value);
  return copy as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
  );
}

/** `patch` laid over `source`: plain objects merge, everything else (lists too) replaces. */
export function mergeDeep<T>(source: T, patch: unknown): T {
  if (!isPlainObject(source) || !isPlainObject(patch)) return patch as T;
  const out: Record<string, unknown> = { ...source };
  for (const [key, value] of Object.entries(patch)) out[key] = mergeDeep(out[key], value);
  return out as T;
}

/**
 * The keys of a map renamed for a list that lost item `index`: entries of that item go, those
 * of later items move up by one.
 */
export function shiftListKeys<V>(map: Map<string, V>, list: Path, index: number): Map<string, V> {
  const prefix = pathKey(list) + SEP;
  const out = new Map<string, V>();
  for (const [key, value] of map) {
    if (!key.startsWith(prefix)) {
      out.set(key, value);
      continue;
    }
    const rest = key.slice(prefix.length);
    const end = rest.indexOf(SEP);
    const item = Number(end === -1 ? rest : rest.slice(0, end));
    if (item === index) continue;
    if (item < index) out.set(key, value);
    else out.set(prefix + (item - 1) + (end === -1 ? '' : rest.slice(end)), value);
  }
  return out;
}
