import { enUS } from '../locale/enUS';
import { expectConsole } from '../test-utils/console';
import { checkRule, format, runRules, type Rule } from './rules';

const context = { label: 'Name', messages: enUS.form, values: {} };

describe('checkRule', () => {
  it.each<[Rule, unknown, string | undefined]>([
    [{ required: true }, '', 'Name is required'],
    [{ required: true }, undefined, 'Name is required'],
    [{ required: true }, [], 'Name is required'],
    [{ required: true }, 0, undefined],
    [{ required: true }, false, undefined],
    [{ required: true }, '  ', undefined],
    [{ required: true, whitespace: true }, '  ', 'Name is required'],
    [{ type: 'email' }, '', undefined],
    [{ type: 'email' }, 'ada@example.com', undefined],
    [{ type: 'email' }, 'ada@example', 'Name is not a valid email address'],
    [{ type: 'url' }, 'https://example.com/a', undefined],
    [{ type: 'url' }, 'javascript:alert(1)', 'Name is not a valid web address'],
    [{ type: 'number' }, '12.5', undefined],
    [{ type: 'number' }, '12a', 'Name is not a valid number'],
    [{ type: 'integer' }, '3.5', 'Name is not a valid whole number'],
    [{ type: 'array' }, 'x', 'Name is not a valid list'],
    [{ type: 'date' }, '2024-02-30T00:00', undefined],
    [{ type: 'date' }, 'soon', 'Name is not a valid date'],
    [{ type: 'boolean' }, 'yes', 'Name is not a valid yes or no'],
    [{ pattern: /^\d+$/ }, '12a', 'Name is not in the expected format'],
    [{ pattern: /^\d+$/g }, '12', undefined],
    [{ min: 3 }, 'ab', 'Name needs at least 3 characters'],
    [{ min: 3 }, '😀😀😀', undefined],
    [{ max: 2 }, '你好吗', 'Name can have at most 2 characters'],
    [{ len: 4 }, 'abc', 'Name must have exactly 4 characters'],
    [{ min: 2, max: 4 }, 'abcde', 'Name needs 2 to 4 characters'],
    [{ type: 'number', min: 18 }, '17', 'Name must be at least 18'],
    [{ type: 'number', max: 99 }, '100', 'Name must be at most 99'],
    [{ min: 1 }, [], undefined],
    [{ max: 1 }, ['a', 'b'], 'Name can have at most 1 items'],
    [{ required: true, message: 'Tell us your {label}' }, '', 'Tell us your Name'],
    [{ min: 8, message: 'Too short' }, 'abc', 'Too short'],
  ])('%o on %j gives %j', (rule, value, expected) => {
    expect(checkRule(rule, value, context)).toBe(expected);
  });

  it.each<[Rule['validator'], string | undefined]>([
    [() => undefined, undefined],
    [() => true, undefined],
    [() => 'Taken', 'Taken'],
    [() => false, 'Name is not in the expected format'],
    [
      () => {
        throw new Error('Nope');
      },
      'Nope',
    ],
  ])('runs a sync validator %#', (validator, expected) => {
    expect(checkRule({ validator }, 'x', context)).toBe(expected);
  });

  it('runs an async validator, resolving and rejecting', async () => {
    await expect(checkRule({ validator: async () => undefined }, 'x', context)).resolves.toBe(
      undefined,
    );
    await expect(
      checkRule({ validator: () => Promise.reject(new Error('{label} is taken')) }, 'x', context),
    ).resolves.toBe('Name is taken');
  });

  it('warns once about an unknown type and skips it without failing', () => {
    expectConsole('warn', 'the rule type "emial" on "Name" is not known');
    const rule = { type: 'emial' } as unknown as Rule;
    expect(checkRule(rule, 'x', context)).toBeUndefined();
    expect(checkRule(rule, 'y', context)).toBeUndefined();
  });
});

describe('runRules', () => {
  it('stops at the first failing rule', () => {
    const later = vi.fn();
    expect(runRules([{ required: true }, { validator: later }], '', context)).toEqual([
      'Name is required',
    ]);
    expect(later).not.toHaveBeenCalled();
  });

  it('is synchronous without async validators and a Promise with one', async () => {
    expect(runRules([{ min: 1 }], 'a', context)).toEqual([]);
    const result = runRules([{ validator: async () => 'Busy' }, { min: 5 }], 'a', context);
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toEqual(['Busy']);
    await expect(
      runRules([{ validator: async () => undefined }, { min: 5 }], 'a', context),
    ).resolves.toEqual(['Name needs at least 5 characters']);
  });
});

describe('format', () => {
  it('fills known placeholders and leaves others', () => {
    expect(format('{label} {min} {other}', { label: 'Age', min: 3 })).toBe('Age 3 {other}');
  });
});
