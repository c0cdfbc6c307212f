/** What `activeKey` may be: one key (accordion), several keys, or none. */
export type CollapseActiveKey = string | string[] | null;

/** The open keys as a list, whatever form `activeKey` was given in. */
export function toKeys(value: CollapseActiveKey | undefined): string[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The open keys after `key`'s header is pressed: in accordion mode the pressed panel is the
 * only one open (or none, when it was open); otherwise it is added or removed.
 */
export function toggleKey(open: readonly string[], key: string, accordion: boolean): string[] {
  const isOpen = open.includes(key);
  if (accordion) return isOpen ? [] : [key];
  return isOpen ? open.filter((k) => k !== key) : [...open, key];
}

/** The keys in the form `onChange` reports them: one key or null in accordion mode. */
export function fromKeys(keys: string[], accordion: boolean): CollapseActiveKey {
  return accordion ? (keys[0] ?? null) : keys;
}
