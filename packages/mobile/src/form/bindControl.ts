type Handler = (...args: unknown[]) => void;

/**
 * The value a control reports: `event.target.value` (or `.checked` for `valuePropName`
 * `checked`) for a DOM event, the first argument for a component that reports its value.
 */
function valueFromEvent(valuePropName: string, first: unknown): unknown {
  if (first !== null && typeof first === 'object' && 'target' in first) {
    const target = (first as { target: unknown }).target;
    if (target !== null && typeof target === 'object') {
      const field = target as { value?: unknown; checked?: unknown };
      return valuePropName === 'checked' ? field.checked : field.value;
    }
  }
  return first;
}

interface BindOptions {
  /** The control's own props, whose handlers still run. */
  own: Record<string, unknown>;
  valuePropName: string;
  value: unknown;
  trigger: string;
  validateTriggers: readonly string[];
  getValueFromEvent: ((...args: unknown[]) => unknown) | undefined;
  onValue: (value: unknown) => void;
  onValidate: (trigger: string) => void;
}

/**
 * The props that bind a control to its field: the value under `valuePropName`, and a handler
 * for `trigger` and for each validation event that also calls the control's own handler.
 */
export function bindControl({
  own,
  valuePropName,
  value,
  trigger,
  validateTriggers,
  getValueFromEvent,
  onValue,
  onValidate,
}: BindOptions): Record<string, unknown> {
  const props: Record<string, unknown> = { [valuePropName]: value };
  for (const event of new Set([trigger, ...validateTriggers])) {
    props[event] = (...args: unknown[]) => {
      if (event === trigger) {
        onValue(
          getValueFromEvent ? getValueFromEvent(...args) : valueFromEvent(valuePropName, args[0]),
        );
      }
      (own[event] as Handler | undefined)?.(...args);
      if (validateTriggers.includes(event)) onValidate(event);
    };
  }
  return props;
}
