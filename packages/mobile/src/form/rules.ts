import { countGraphemes } from '../internal/graphemes';
import type { FormMessages, LengthMessages } from '../locale/types';
import { warn } from '../internal/warn';

/** An event of the control that runs validation, such as `onChange` or `onBlur`. */
export type ValidateTrigger = string;

export type RuleType =
  'string' | 'number' | 'integer' | 'float' | 'boolean' | 'email' | 'url' | 'array' | 'date';

/** What a custom check gives back: nothing (or `true`) to pass; a message or `false` to fail. */
export type ValidatorResult = string | boolean | void | undefined | null;

/** One check of a field. A field's rules run in order and stop at the first that fails. */
export interface Rule {
  /** The field must have a value: not empty text, not an empty list. */
  required?: boolean;
  /** With `required`: text of only spaces counts as empty. */
  whitespace?: boolean;
  /** The kind of value; numeric text passes `number`, `integer` and `float`. */
  type?: RuleType;
  /** Text must match it. */
  pattern?: RegExp;
  /** Least characters (text), value (numbers) or items (lists). */
  min?: number;
  /** Most characters (text), value (numbers) or items (lists). */
  max?: number;
  /** Exact characters (text), value (numbers) or items (lists). */
  len?: number;
  /**
   * A check of your own, sync or async: return or resolve nothing to pass; throw, reject, or
   * return a message to fail. An answer that comes after the value changed again is ignored.
   */
  validator?: (
    value: unknown,
    values: Record<string, unknown>,
  ) => ValidatorResult | Promise<ValidatorResult>;
  /** Replaces the built-in message; `{label}` is filled in. */
  message?: string;
  /** When this rule runs; wins over the item's and the form's `validateTrigger`. */
  validateTrigger?: ValidateTrigger | readonly ValidateTrigger[];
}

interface RuleContext {
  label: string;
  messages: FormMessages;
  values: Record<string, unknown>;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const numeric = (value: unknown) =>
  (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) &&
  Number.isFinite(Number(value));

const checks: Record<RuleType, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: numeric,
  float: numeric,
  integer: (value) => numeric(value) && Number.isInteger(Number(value)),
  boolean: (value) => typeof value === 'boolean',
  email: (value) => typeof value === 'string' && EMAIL.test(value),
  url: (value) => {
    if (typeof value !== 'string') return false;
    try {
      return /^https?:$/.test(new URL(value).protocol);
    } catch {
      return false;
    }
  },
  array: (value) => Array.isArray(value),
  date: (value) =>
    (value instanceof Date || typeof value === 'string' || typeof value === 'number') &&
    !Number.isNaN(new Date(value as string).getTime()),
};

const warnedTypes = new Set<string>();

function warnUnknownType(type: string, label: string) {
  if (warnedTypes.has(type)) return;
  warnedTypes.add(type);
  warn(
    'Form',
    `the rule type "${type}" on "${label}" is not known, so that check is skipped. ` +
      `Known types: ${Object.keys(checks).join(', ')}.`,
  );
}

function isEmpty(value: unknown, whitespace = false): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (whitespace && typeof value === 'string' && value.trim() === '')
  );
}

/** Fills `{name}` placeholders. */
export function format(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

function measure(
  rule: Rule,
  value: unknown,
): [number, keyof FormMessages & ('string' | 'number' | 'array')] | null {
  const numberType = rule.type === 'number' || rule.type === 'integer' || rule.type === 'float';
  if (numberType || typeof value === 'number')
    return numeric(value) ? [Number(value), 'number'] : null;
  if (typeof value === 'string') return [countGraphemes(value), 'string'];
  if (Array.isArray(value)) return [value.length, 'array'];
  return null;
}

function checkSize(rule: Rule, value: unknown, messages: FormMessages): string | undefined {
  const { min, max, len } = rule;
  if (min === undefined && max === undefined && len === undefined) return;
  const measured = measure(rule, value);
  if (!measured) return;
  const [size, kind] = measured;
  const texts: LengthMessages = messages[kind];
  if (len !== undefined) return size === len ? undefined : texts.len;
  if (min !== undefined && max !== undefined)
    return size < min || size > max ? texts.range : undefined;
  if (min !== undefined && size < min) return texts.min;
  if (max !== undefined && size > max) return texts.max;
}

/** The built-in checks of a rule, in order: required, type, pattern, size. */
function checkBuiltIn(rule: Rule, value: unknown, context: RuleContext): string | undefined {
  const { messages, label } = context;
  if (isEmpty(value, rule.whitespace)) return rule.required ? messages.required : undefined;
  if (rule.type !== undefined) {
    const check = checks[rule.type];
    if (!check) warnUnknownType(rule.type, label);
    else if (!check(value)) return messages.type;
  }
  if (rule.pattern && typeof value === 'string') {
    rule.pattern.lastIndex = 0;
    if (!rule.pattern.test(value)) return messages.pattern;
  }
  return checkSize(rule, value, messages);
}

function failure(result: unknown, rule: Rule, fallback: string): string | undefined {
  if (result === undefined || result === null || result === true) return undefined;
  if (typeof result === 'string') return result || rule.message || fallback;
  if (result instanceof Error) return rule.message ?? (result.message || fallback);
  return rule.message ?? fallback;
}

function runValidator(rule: Rule, value: unknown, context: RuleContext) {
  const fallback = context.messages.pattern;
  try {
    const result = rule.validator!(value, context.values);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<ValidatorResult>).then(
        (answer) => failure(answer, rule, fallback),
        (error: unknown) => failure(error ?? false, rule, fallback),
      );
    }
    return failure(result, rule, fallback);
  } catch (error) {
    return failure(error ?? false, rule, fallback);
  }
}

/** The message of a failing rule, or `undefined`; a Promise when its validator is async. */
export function checkRule(
  rule: Rule,
  value: unknown,
  context: RuleContext,
): string | undefined | Promise<string | undefined> {
  const builtIn = checkBuiltIn(rule, value, context);
  const params = {
    label: context.label,
    min: rule.min ?? '',
    max: rule.max ?? '',
    len: rule.len ?? '',
    type: rule.type ? (context.messages.types[rule.type] ?? rule.type) : '',
  };
  if (builtIn !== undefined) return format(rule.message ?? builtIn, params);
  if (!rule.validator) return undefined;
  const custom = runValidator(rule, value, context);
  if (custom instanceof Promise)
    return custom.then((message) => message && format(message, params));
  return custom && format(custom, params);
}

/**
 * The errors of a field: the message of the first failing rule, or none. Synchronous while no
 * validator answers with a Promise.
 */
export function runRules(
  rules: readonly Rule[],
  value: unknown,
  context: RuleContext,
): string[] | Promise<string[]> {
  for (let index = 0; index < rules.length; index += 1) {
    const result = checkRule(rules[index]!, value, context);
    if (result instanceof Promise) {
      return result.then((message) =>
        message ? [message] : runRules(rules.slice(index + 1), value, context),
      );
    }
    if (result) return [result];
  }
  return [];
}
