import { useSyncExternalStore, type ReactNode } from 'react';
import { useFormContext } from './formContext';
import { toPath, type NamePath, type Path } from './namePath';

export interface FormArrayField {
  /** A stable React key for the item, kept while items before it are removed. */
  key: number;
  /** Position in the list. */
  index: number;
  /** The item's full name, for the `name` of its items: `[...field.name, 'label']`. */
  name: Path;
}

export interface FormArrayOperations {
  /** Appends an item. */
  add: (value?: unknown) => void;
  /** Removes the item at `index`, with its errors. */
  remove: (index: number) => void;
}

export interface FormArrayProps {
  /** The list's field name. */
  name: NamePath;
  /** The starting items, unless the form's `initialValues` has them. */
  initialValue?: readonly unknown[];
  /** Renders the items, with the operations to add and remove them. */
  children: (fields: FormArrayField[], operations: FormArrayOperations) => ReactNode;
}

const EMPTY: readonly unknown[] = [];

/** A list of repeated fields (phone numbers, guests) that the user can add to and remove from. */
export function FormArray({ name, initialValue, children }: FormArrayProps) {
  const context = useFormContext('Form.Array');
  const path = toPath(name);
  context?.store.initialiseField(path, initialValue);
  const read = () => {
    const list = context?.store.getValue(path);
    return Array.isArray(list) ? list : EMPTY;
  };
  const list = useSyncExternalStore(context?.store.subscribe ?? noSubscribe, read, read);
  const keys = context?.store.keysOf(path, list.length) ?? list.map((_, index) => index);

  const operations: FormArrayOperations = {
    add: (value) => {
      if (!context) return;
      context.store.change(path, [...read(), value]);
    },
    remove: (index) => {
      if (!context) return;
      context.store.removeListItem(path, index);
    },
  };
  const fields = list.map((_, index) => ({
    key: keys[index]!,
    index,
    name: [...path, index],
  }));
  return <>{children(fields, operations)}</>;
}

const noSubscribe = () => () => undefined;
