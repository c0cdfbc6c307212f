import type { ReactNode } from 'react';
import { useLoaderData } from '../app/routeView';

/** The value at a dotted path of the route loader's data; own keys only. */
function useLoaderValue(path: string): unknown {
  let value: unknown = useLoaderData();
  for (const key of path.split('.'))
    value =
      value != null && Object.hasOwn(Object(value), key)
        ? (value as Record<string, unknown>)[key]
        : undefined;
  return value;
}

/** `code` spans of a text as code; an unpaired backtick stays text. */
function codeSpans(text: string): ReactNode[] {
  const parts = text.split('`');
  if (parts.length % 2 === 0) {
    const last = parts.pop()!;
    parts.push(`${parts.pop()!}\`${last}`);
  }
  return parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * `<loader-data path="latest.version">`: one value of the route loader's data, as text.
 * An object, a list or nothing at the path shows nothing.
 */
export function LoaderValue({ path }: { path: string }) {
  const value = useLoaderValue(path);
  return value == null || typeof value === 'object' ? '' : String(value as string | number);
}

/**
 * `<loader-list path="upcoming.minor" empty="None yet.">`: a list of strings of the route
 * loader's data, one item each, with their `code` spans shown as code. With no string to show
 * it shows the `empty` text as a paragraph, or nothing. The text is never read as markup.
 */
export function LoaderList({ path, empty }: { path: string; empty?: string }) {
  const value = useLoaderValue(path);
  const items = Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
  if (items.length === 0) return empty ? <p>{empty}</p> : null;
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>{codeSpans(item)}</li>
      ))}
    </ul>
  );
}
