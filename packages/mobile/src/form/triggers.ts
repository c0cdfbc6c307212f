import type { Rule, ValidateTrigger } from './rules';

type Triggers = ValidateTrigger | readonly ValidateTrigger[] | undefined;

const list = (
  triggers: ValidateTrigger | readonly ValidateTrigger[],
): readonly ValidateTrigger[] => (typeof triggers === 'string' ? [triggers] : triggers);

/**
 * The events that run `rule`: its own `validateTrigger`, else the item's, else the form's, else
 * `onChange`. The narrowest setting wins entirely; they are never combined.
 */
export function ruleTriggers(
  rule: Rule,
  item: Triggers,
  form: Triggers,
): readonly ValidateTrigger[] {
  return list(rule.validateTrigger ?? item ?? form ?? 'onChange');
}

/** Every event of the control that runs at least one of the rules. */
export function controlTriggers(
  rules: readonly Rule[],
  item: Triggers,
  form: Triggers,
): ValidateTrigger[] {
  return [...new Set(rules.flatMap((rule) => ruleTriggers(rule, item, form)))];
}
