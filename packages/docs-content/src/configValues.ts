// Shared by the checks of a site config, so every message reads alike.

export const fail = (message: string): never => {
  throw new Error(`docs.config: ${message}`);
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a wrong value is, short enough for one line of an error. */
export function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'function') return 'a function';
  const text = JSON.stringify(value) ?? String(value);
  return `${typeof value} ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}
