import { useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { FormInstance } from './formInstance';
import { useFormContext } from './formContext';
import { getIn, setIn, toPath, type NamePath } from './namePath';

export interface FormSubscribeProps {
  /** The fields to watch; a change of any of them renders the children again. */
  to: readonly NamePath[];
  /** Renders from the watched values (by name, as in the form's values) and the form instance. */
  children: (values: Record<string, unknown>, form: FormInstance | null) => ReactNode;
}

/**
 * Renders part of a form from other fields' values: a field shown only for one choice, a
 * total. Re-renders only when a watched field changes.
 */
export function FormSubscribe({ to, children }: FormSubscribeProps) {
  const context = useFormContext('Form.Subscribe');
  const cache = useRef<{ picked: unknown[]; values: Record<string, unknown> } | null>(null);
  const read = () => {
    const all = context?.store.getValues() ?? {};
    const picked = to.map((name) => getIn(all, toPath(name)));
    const previous = cache.current;
    if (
      previous &&
      previous.picked.length === picked.length &&
      picked.every((v, i) => Object.is(v, previous.picked[i]))
    ) {
      return previous.values;
    }
    let values: Record<string, unknown> = {};
    to.forEach((name, index) => (values = setIn(values, toPath(name), picked[index])));
    cache.current = { picked, values };
    return values;
  };
  const values = useSyncExternalStore(
    context?.store.subscribe ?? (() => () => undefined),
    read,
    read,
  );
  return <>{children(values, context?.form ?? null)}</>;
}
