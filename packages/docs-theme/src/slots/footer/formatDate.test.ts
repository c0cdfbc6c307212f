import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages, translate, type LocaleId } from '../../i18n/messages';
import { formatDate } from './formatDate';

const inLanguage =
  (locale: LocaleId) => (key: Parameters<typeof translate>[1], params: Record<string, string>) =>
    translate(locale, key, params);

describe('formatDate', () => {
  beforeAll(() => loadMessages('zh-CN'));

  it('writes a day in each interface language', () => {
    const time = Date.UTC(2026, 10, 22, 4, 24);
    expect(formatDate(time, inLanguage('en-US'))).toBe('November 22, 2026');
    expect(formatDate(time, inLanguage('zh-CN'))).toBe('2026年11月22日');
  });

  it('writes the UTC day, as Intl does with a long date style', () => {
    for (const time of [0, Date.UTC(2025, 0, 1), Date.UTC(2025, 11, 31, 23, 59), 1_763_000_000_000])
      for (const locale of ['en-US', 'zh-CN'] as const)
        expect(formatDate(time, inLanguage(locale))).toBe(
          new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time),
        );
  });
});
