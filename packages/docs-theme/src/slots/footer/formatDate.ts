import type { MessageKey } from '../../i18n/messages';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A day in the interface language ('November 22, 2026', '2026年11月22日'), in UTC so the
 * server and every visitor's browser write the same day and hydration matches. Written from
 * the language's pattern, not with Intl: the first Intl formatter of a page costs tens of
 * milliseconds on a phone, in the middle of hydration.
 */
export function formatDate(
  time: number,
  t: (key: MessageKey, params: Record<string, string>) => string,
): string {
  const date = new Date(time);
  return t('page.date', {
    year: String(date.getUTCFullYear()),
    month: String(date.getUTCMonth() + 1),
    monthName: monthNames[date.getUTCMonth()]!,
    day: String(date.getUTCDate()),
  });
}
