import { form as english } from '../locale/en-US/form';
import type { FormMessages } from '../locale/types';
import {
  getIn,
  isWithin,
  mergeDeep,
  pathKey,
  setIn,
  shiftListKeys,
  toPath,
  type NamePath,
  type Path,
} from './namePath';
import { runRules, type Rule, type ValidateTrigger } from './rules';

export interface FieldMeta {
  errors: readonly string[];
  /** Changed by the user through the control. */
  touched: boolean;
  /** An async check is running. */
  validating: boolean;
  /** Checked at least once since the last reset. */
  validated: boolean;
}

const EMPTY_META: FieldMeta = Object.freeze({
  errors: Object.freeze([]) as readonly string[],
  touched: false,
  validating: false,
  validated: false,
});

/** A mounted FormItem, as the store sees it; getters read the item's latest props. */
export interface FieldEntity {
  path(): Path;
  rules(): readonly Rule[];
  /** The events each rule runs on. */
  triggersOf(rule: Rule): readonly ValidateTrigger[];
  label(): string;
  dependencies(): readonly Path[];
  element(): HTMLElement | null;
}

export interface ErrorField {
  name: Path;
  errors: readonly string[];
}

export interface ValidateErrorInfo<Values> {
  values: Values;
  errorFields: ErrorField[];
}

export interface FormCallbacks {
  onValuesChange?: (changed: Record<string, unknown>, all: Record<string, unknown>) => void;
  onFinish?: (values: Record<string, unknown>) => void;
  onFinishFailed?: (info: ValidateErrorInfo<Record<string, unknown>>) => void;
  /** The Form's own handling of a failed submit: focus and announcement. */
  onSubmitFailed?: (failed: Array<{ entity: FieldEntity; errors: readonly string[] }>) => void;
}

/**
 * The state of one form outside React: values, per-field meta and the mounted fields. Fields
 * subscribe and read their own slice, so a keystroke re-renders only the field it changed.
 */
export class FormStore {
  private values: Record<string, unknown> = {};
  private initialValues: Record<string, unknown> = {};
  private initialised = false;
  private meta = new Map<string, FieldMeta>();
  private readonly listeners = new Set<() => void>();
  private readonly fieldSet = new Set<FieldEntity>();
  private readonly runs = new Map<string, { id: number; done: Promise<readonly string[]> }>();
  private nextRun = 0;
  // Stable React keys of list items, so an item keeps its key when one before it is removed.
  private readonly listKeys = new Map<string, number[]>();
  private nextKey = 0;
  private formCallbacks: FormCallbacks = {};
  private formMessages: FormMessages = english;

  /** For `useSyncExternalStore`, hence an arrow: it is passed around unbound. */
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private notify() {
    this.listeners.forEach((listener) => listener());
  }

  private setMeta(key: string, patch: Partial<FieldMeta>) {
    this.meta = new Map(this.meta).set(key, { ...(this.meta.get(key) ?? EMPTY_META), ...patch });
  }

  configure(next: { callbacks: FormCallbacks; messages: FormMessages }) {
    this.formCallbacks = next.callbacks;
    this.formMessages = next.messages;
  }

  callbacks = () => this.formCallbacks;
  messages = () => this.formMessages;
  fields = () => [...this.fieldSet];
  getMeta = (name: NamePath) => this.meta.get(pathKey(name)) ?? EMPTY_META;
  getValue = (name: NamePath) => getIn(this.values, toPath(name));
  getValues = () => this.values;

  /** Sets the starting values once, on the Form's first render. */
  initialise(initial: Record<string, unknown> | undefined) {
    if (this.initialised) return;
    this.initialised = true;
    this.initialValues = initial ?? {};
    this.values = mergeDeep(this.initialValues, this.values);
  }

  /** An item's `initialValue`, unless the form already gives that field a value. */
  initialiseField(path: Path, value: unknown) {
    if (value === undefined || getIn(this.initialValues, path) !== undefined) return;
    this.initialValues = setIn(this.initialValues, path, value);
    if (getIn(this.values, path) === undefined) this.values = setIn(this.values, path, value);
  }

  register(entity: FieldEntity) {
    this.fieldSet.add(entity);
    return () => {
      this.fieldSet.delete(entity);
    };
  }

  /** A change made by the user through a control. */
  change(path: Path, value: unknown) {
    this.values = setIn(this.values, path, value);
    const key = pathKey(path);
    this.setMeta(key, { touched: true });
    this.notify();
    this.formCallbacks.onValuesChange?.(setIn({}, path, value), this.values);
    this.revalidateDependents(key);
  }

  /** A change made from code: not the user's, so nothing is marked touched. */
  setValues(next: Record<string, unknown>) {
    this.values = next;
    this.notify();
  }

  /** Runs the rules of a field; with `triggers`, only those that run on one of these events. */
  validateEntity(entity: FieldEntity, triggers?: readonly ValidateTrigger[]) {
    const path = entity.path();
    const key = pathKey(path);
    const rules = entity
      .rules()
      .filter((rule) => !triggers || entity.triggersOf(rule).some((t) => triggers.includes(t)));
    if (triggers && rules.length === 0) return Promise.resolve(this.getMeta(path).errors);
    const id = (this.nextRun += 1);
    const result = runRules(rules, getIn(this.values, path), {
      label: entity.label(),
      messages: this.formMessages,
      values: this.values,
    });
    const settle = (errors: readonly string[]): readonly string[] => {
      // An answer about an older value (or from before a reset) is dropped.
      if (this.runs.get(key)?.id !== id) return this.getMeta(path).errors;
      this.setMeta(key, { errors, validating: false, validated: true });
      this.notify();
      return errors;
    };
    if (!(result instanceof Promise)) {
      this.runs.set(key, { id, done: Promise.resolve(result) });
      return Promise.resolve(settle(result));
    }
    const done = result.then(settle, () => settle([]));
    this.runs.set(key, { id, done });
    this.setMeta(key, { validating: true });
    this.notify();
    return done.then(() => this.latest(key));
  }

  /** Waits for the newest check of a field, following any that started meanwhile. */
  private async latest(key: string): Promise<readonly string[]> {
    let run = this.runs.get(key);
    while (run) {
      await run.done;
      const now = this.runs.get(key);
      if (now === run) break;
      run = now;
    }
    return this.meta.get(key)?.errors ?? [];
  }

  private revalidateDependents(changedKey: string) {
    for (const entity of this.fieldSet) {
      const { touched, validated } = this.getMeta(entity.path());
      if (!touched && !validated) continue;
      const depends = entity
        .dependencies()
        .some((dep) => isWithin(changedKey, pathKey(dep)) || isWithin(pathKey(dep), changedKey));
      if (depends) void this.validateEntity(entity);
    }
  }

  /** Keys for the `length` items of the list at `path`; items set from code get new ones. */
  keysOf(path: Path, length: number): readonly number[] {
    const keys = this.listKeys.get(pathKey(path)) ?? [];
    while (keys.length < length) keys.push((this.nextKey += 1));
    keys.length = length;
    this.listKeys.set(pathKey(path), keys);
    return keys;
  }

  /** Removes item `index` of the list at `path`, with the meta of the items after it. */
  removeListItem(path: Path, index: number) {
    const list = getIn(this.values, path);
    if (!Array.isArray(list)) return;
    this.listKeys.get(pathKey(path))?.splice(index, 1);
    this.values = setIn(
      this.values,
      path,
      list.filter((_, i) => i !== index),
    );
    this.meta = shiftListKeys(this.meta, path, index);
    this.forgetRuns((key) => isWithin(key, pathKey(path)));
    this.notify();
    this.formCallbacks.onValuesChange?.(setIn({}, path, getIn(this.values, path)), this.values);
  }

  /** Back to the initial values, with meta cleared and running checks dropped. */
  reset(names?: NamePath[]) {
    const keys = names?.map(pathKey);
    const affected = (key: string) => !keys || keys.some((k) => isWithin(key, k));
    if (!names) this.values = this.initialValues;
    for (const name of names ?? []) {
      this.values = setIn(this.values, toPath(name), getIn(this.initialValues, toPath(name)));
    }
    this.meta = new Map([...this.meta].filter(([key]) => !affected(key)));
    this.forgetRuns(affected);
    this.notify();
  }

  private forgetRuns(matches: (key: string) => boolean) {
    for (const key of [...this.runs.keys()]) if (matches(key)) this.runs.delete(key);
  }
}
