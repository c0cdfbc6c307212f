import type { Rule } from './rules';
import { controlTriggers, ruleTriggers } from './triggers';

describe('ruleTriggers: the narrowest setting wins', () => {
  it.each<[Rule, string | string[] | undefined, string | string[] | undefined, string[]]>([
    [{}, undefined, undefined, ['onChange']],
    [{}, undefined, 'onBlur', ['onBlur']],
    [{}, 'onChange', 'onBlur', ['onChange']],
    [{}, ['onChange', 'onBlur'], 'onBlur', ['onChange', 'onBlur']],
    [{ validateTrigger: 'onBlur' }, 'onChange', 'onChange', ['onBlur']],
    [{ validateTrigger: [] }, 'onChange', undefined, []],
    [{ validateTrigger: 'onChange' }, undefined, 'onBlur', ['onChange']],
  ])('rule %o, item %o, form %o', (rule, item, form, expected) => {
    expect(ruleTriggers(rule, item, form)).toEqual(expected);
  });
});

describe('controlTriggers', () => {
  it('hooks every event some rule runs on, once', () => {
    const rules: Rule[] = [{ required: true }, { min: 3, validateTrigger: 'onBlur' }, {}];
    expect(controlTriggers(rules, undefined, 'onChange')).toEqual(['onChange', 'onBlur']);
  });
});
