import { describe, expect, it } from 'vitest';
import { interfaceLangs, labelKey, localize } from './labels';

const table = {
  General: { 'zh-CN': '通用' },
  Guide: { 'en-US': 'Guide', 'zh-CN': '指南' },
};

describe('localize', () => {
  it.each([
    ['General', 'zh-CN', { text: '通用', translated: true }],
    ['General', 'en-US', { text: 'General', translated: false }],
    ['Guide', 'en-US', { text: 'Guide', translated: true }],
    ['Layout', 'zh-CN', { text: 'Layout', translated: false }],
    ['constructor', 'zh-CN', { text: 'constructor', translated: false }],
    ['__proto__', 'zh-CN', { text: '__proto__', translated: false }],
  ] as const)('%s in %s', (text, locale, shown) => {
    expect(localize(text, locale, table)).toEqual(shown);
  });

  it('shows the text as written without a table', () => {
    expect(localize('General', 'zh-CN')).toEqual({ text: 'General', translated: false });
  });
});

describe('interfaceLangs', () => {
  it.each([
    ['en-US', 'en', {}],
    ['en-US', 'en-GB', {}],
    ['zh-CN', 'en', { chrome: 'zh-CN', content: 'en' }],
    ['en-US', 'zh-CN', { chrome: 'en-US', content: 'zh-CN' }],
    ['zh-CN', 'zh', {}],
  ] as const)('%s over pages in %s', (locale, contentLang, langs) => {
    expect(interfaceLangs(locale, contentLang)).toEqual(langs);
  });
});

it('labelKey is the text as written', () => {
  expect(labelKey('Guide')).toBe('Guide');
  expect(labelKey({ 'en-US': 'Guide', 'zh-CN': '指南' })).toBe('Guide');
});
