import { useState } from 'react';
import { FormStore, type ErrorField, type ValidateErrorInfo } from './formStore';
import { getIn, mergeDeep, pathKey, setIn, toPath, type NamePath } from './namePath';

type Values = Record<string, unknown>;

/** Reads and drives a form from code: `const [form] = Form.useForm()`, then `<Form form={form}>`. */
export interface FormInstance<V extends object = Values> {
  /** The value of one field. */
  getFieldValue(name: NamePath): unknown;
  /** All values, or only those of the named fields. */
  getFieldsValue(names?: NamePath[]): V;
  /** Sets one field's value; it does not count as the user's change. */
  setFieldValue(name: NamePath, value: unknown): void;
  /** Sets several values at once; nested objects merge, lists replace. */
  setFieldsValue(values: Partial<V> | Values): void;
  /** The current error messages of a field. */
  getFieldError(name: NamePath): readonly string[];
  /** Whether the user has changed the field. */
  isFieldTouched(name: NamePath): boolean;
  /**
   * Checks every mounted field (or the named ones) with all its rules. Resolves with the values,
   * or rejects with `{ values, errorFields }`.
   */
  validateFields(names?: NamePath[]): Promise<V>;
  /** Back to the initial values, with errors and touched state cleared. */
  resetFields(names?: NamePath[]): void;
  /** Validates, then calls `onFinish` or `onFinishFailed`, as the submit button does. */
  submit(): void;
}

const stores = new WeakMap<FormInstance<object>, FormStore>();

/** The store behind an instance, for the Form components. */
export function storeOf(form: FormInstance<object>): FormStore {
  return stores.get(form)!;
}

function pick(values: Values, names: NamePath[]): Values {
  let out: Values = {};
  for (const name of names) out = setIn(out, toPath(name), getIn(values, toPath(name)));
  return out;
}

async function validate(store: FormStore, names?: NamePath[]) {
  const keys = names?.map(pathKey);
  const entities = store
    .fields()
    .filter((entity) => !keys || keys.includes(pathKey(entity.path())));
  const results = await Promise.all(entities.map((entity) => store.validateEntity(entity)));
  const failed = entities
    .map((entity, index) => ({ entity, errors: results[index]! }))
    .filter(({ errors }) => errors.length > 0);
  return failed;
}

function createFormInstance<V extends object = Values>(): FormInstance<V> {
  const store = new FormStore();
  const values = () => store.getValues() as V;
  const errorInfo = (failed: Awaited<ReturnType<typeof validate>>): ValidateErrorInfo<V> => ({
    values: values(),
    errorFields: failed.map(({ entity, errors }): ErrorField => ({ name: entity.path(), errors })),
  });
  const form: FormInstance<V> = {
    getFieldValue: (name) => store.getValue(name),
    getFieldsValue: (names) => (names ? pick(store.getValues(), names) : store.getValues()) as V,
    setFieldValue: (name, value) => store.setValues(setIn(store.getValues(), toPath(name), value)),
    setFieldsValue: (patch) => store.setValues(mergeDeep(store.getValues(), patch)),
    getFieldError: (name) => store.getMeta(name).errors,
    isFieldTouched: (name) => store.getMeta(name).touched,
    async validateFields(names) {
      const failed = await validate(store, names);
      if (failed.length > 0) throw errorInfo(failed);
      return values();
    },
    resetFields: (names) => store.reset(names),
    submit() {
      void validate(store).then((failed) => {
        const callbacks = store.callbacks();
        if (failed.length === 0) {
          callbacks.onFinish?.(values() as Values);
          return;
        }
        callbacks.onSubmitFailed?.(failed);
        callbacks.onFinishFailed?.(errorInfo(failed) as ValidateErrorInfo<Values>);
      });
    },
  };
  stores.set(form as FormInstance<object>, store);
  return form;
}

/** Creates a form instance once per component; pass it to `<Form form>`. */
export function useForm<V extends object = Values>(form?: FormInstance<V>): [FormInstance<V>] {
  const [own] = useState(() => form ?? createFormInstance<V>());
  return [form ?? own];
}
