import type { ReactNode } from 'react';

export type SelectorValue = string | number;

/** Keys to read an option's parts from, for options shaped by an API. */
export interface SelectorFieldNames {
  label?: string;
  value?: string;
  description?: string;
  disabled?: string;
}

interface ReadOption<V> {
  label: ReactNode;
  value: V;
  description?: ReactNode;
  disabled?: boolean;
}

/** An option in the standard shape, read through `fieldNames`. */
export function readOption<V>(option: object, names: SelectorFieldNames = {}): ReadOption<V> {
  const source = option as Record<string, unknown>;
  const read: ReadOption<V> = {
    label: source[names.label ?? 'label'] as ReactNode,
    value: source[names.value ?? 'value'] as V,
    disabled: Boolean(source[names.disabled ?? 'disabled']),
  };
  const description = source[names.description ?? 'description'] as ReactNode;
  if (description !== undefined) read.description = description;
  return read;
}
