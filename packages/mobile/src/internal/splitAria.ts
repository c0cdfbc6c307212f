/**
 * Splits `aria-*` props from the rest. Form controls put them on the focusable element (where a
 * FormItem's `aria-describedby` and `aria-invalid` belong) and the rest on their root.
 */
export function splitAria<P extends object>(
  props: P,
): { aria: Record<string, unknown>; rest: Record<string, unknown> } {
  const aria: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key.startsWith('aria-')) aria[key] = value;
    else rest[key] = value;
  }
  return { aria, rest };
}
