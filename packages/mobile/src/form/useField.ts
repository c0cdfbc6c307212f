import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLatest } from '../internal/useLatest';
import type { FormContextValue } from './formContext';
import type { FieldEntity } from './formStore';
import { toPath, type NamePath } from './namePath';
import type { Rule, ValidateTrigger } from './rules';
import { controlTriggers, ruleTriggers } from './triggers';

interface FieldOptions {
  name: NamePath;
  rules: readonly Rule[] | undefined;
  validateTrigger: ValidateTrigger | readonly ValidateTrigger[] | undefined;
  dependencies: readonly NamePath[] | undefined;
  initialValue: unknown;
  /** The control's event that reports a new value. */
  trigger: string;
  /** The label as text, for messages and the failed-submit summary. */
  label: string;
}

/**
 * Connects an item to the form store: reads only this field's value and meta (so other
 * fields' changes do not re-render it), and registers the item for validation and focus.
 */
export function useField(context: FormContextValue, options: FieldOptions) {
  const { store } = context;
  const path = toPath(options.name);
  store.initialiseField(path, options.initialValue);
  const rootRef = useRef<HTMLDivElement>(null);
  const latest = useLatest({ options, formTrigger: context.validateTrigger });

  const [entity] = useState<FieldEntity>(() => ({
    path: () => toPath(latest.current.options.name),
    rules: () => latest.current.options.rules ?? [],
    triggersOf: (rule) =>
      ruleTriggers(rule, latest.current.options.validateTrigger, latest.current.formTrigger),
    label: () => latest.current.options.label,
    dependencies: () => (latest.current.options.dependencies ?? []).map(toPath),
    element: () => rootRef.current,
  }));
  useEffect(() => store.register(entity), [store, entity]);

  const readValue = () => store.getValue(path);
  const readMeta = () => store.getMeta(path);
  const value = useSyncExternalStore(store.subscribe, readValue, readValue);
  const meta = useSyncExternalStore(store.subscribe, readMeta, readMeta);

  return {
    value,
    meta,
    rootRef,
    // `onChange` in a validateTrigger means "when the value changes": the item's trigger event.
    validateTriggers: controlTriggers(
      options.rules ?? [],
      options.validateTrigger,
      context.validateTrigger,
    ).map((event) => (event === 'onChange' ? options.trigger : event)),
    change: (next: unknown) => store.change(path, next),
    validate: (event: ValidateTrigger) =>
      void store.validateEntity(entity, event === options.trigger ? [event, 'onChange'] : [event]),
  };
}
