import { beforeAll, describe, expect, it } from 'vitest';
import { parseLocale } from './localeStore';
import { loadMessages, translate } from './messages';
import zhCN from './messages.zh-CN';

describe('messages', () => {
  beforeAll(() => loadMessages('zh-CN'));

  it('has no label in Chinese that English lacks', () => {
    for (const key of Object.keys(zhCN))
      expect(translate('en-US', key as keyof typeof zhCN)).not.toBe(key);
  });

  it('says in both languages what needs JavaScript', () => {
    expect(translate('en-US', 'search.needsJs')).toBe('Search needs JavaScript');
    expect(translate('zh-CN', 'search.needsJs')).toBe('搜索需要启用 JavaScript');
    expect(translate('en-US', 'demo.needsJs')).toBe('This live demo needs JavaScript to run.');
    expect(translate('zh-CN', 'demo.needsJs')).toBe('此实时示例需要启用 JavaScript 才能运行。');
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
