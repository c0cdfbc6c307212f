import { describe, expect, it } from 'vitest';
import { parseLocale } from './localeStore';
import { messages, translate } from './messages';

describe('messages', () => {
  it('has every label in both languages', () => {
    expect(Object.keys(messages['zh-CN']).sort()).toEqual(Object.keys(messages['en-US']).sort());
  });

  it('fills placeholders', () => {
    expect(translate('en-US', 'api.missing', { id: 'Button' })).toBe(
      'Properties definition not found for Button component',
    );
  });
});

describe('parseLocale', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['en-US', 'en-US'],
    ['fr', 'en-US'],
    ['__proto__', 'en-US'],
    ['constructor', 'en-US'],
    [null, 'en-US'],
  ])('%j → %s', (stored, locale) => expect(parseLocale(stored)).toBe(locale));
});
