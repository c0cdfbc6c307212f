import { enUS } from '../locale/enUS';
import type { Locale } from '../locale/types';
import { zhCN } from '../locale/zhCN';
import { expectConsole } from '../test-utils/console';
import { localeTexts } from './localeTexts';

/** A locale written before the `swiper` section existed. */
const { swiper: _swiper, ...older } = zhCN;
const olderLocale = { ...older, locale: 'zh-CN-older' } as unknown as Locale;

describe('localeTexts', () => {
  it.each([
    ['no provider locale', undefined, enUS.swiper],
    ['the provider locale', zhCN, zhCN.swiper],
    ['English itself', enUS, enUS.swiper],
  ])('with %s, gives that section', (_name, locale, expected) => {
    expect(localeTexts(locale, 'swiper', enUS.swiper)).toBe(expected);
  });

  it('falls back to English for a section the locale lacks, and warns once', () => {
    expectConsole('warn', 'the locale "zh-CN-older" has no "swiper" texts; showing English ones.');
    expect(localeTexts(olderLocale, 'swiper', enUS.swiper)).toBe(enUS.swiper);
    const warn = vi.spyOn(console, 'warn');
    expect(localeTexts(olderLocale, 'swiper', enUS.swiper)).toBe(enUS.swiper);
    expect(warn).not.toHaveBeenCalled();
    expect(localeTexts(olderLocale, 'badge', enUS.badge)).toBe(zhCN.badge);
  });
});
