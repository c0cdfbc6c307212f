import { describe, expect, it } from 'vitest';
import { parseColorPreference, resolveColorMode } from './colorMode';

describe('parseColorPreference', () => {
  it.each(['light', 'dark', 'auto'])('keeps %s', (value) =>
    expect(parseColorPreference(value)).toBe(value),
  );
  it.each([
    null,
    undefined,
    '',
    'DARK',
    ' dark',
    'auto\n',
    'null',
    '{"mode":"dark"}',
    '<script>',
    1,
  ])('reads %j as light', (value) => expect(parseColorPreference(value)).toBe('light'));
});

describe('resolveColorMode', () => {
  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['auto', false, 'light'],
    ['auto', true, 'dark'],
  ] as const)('%s with system dark %s → %s', (preference, systemDark, mode) =>
    expect(resolveColorMode(preference, systemDark)).toBe(mode),
  );
});
