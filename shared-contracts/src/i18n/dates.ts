/**
 * Dates as the reader's language writes them, through LOCALE_TAGS: English as India writes it
 * (en-IN: '24 Nov 2026', not the US '11/24/2026' a bare 'en' gives), Spanish (es-ES), French (fr-FR).
 *
 * A moment (an order placed, an invoice issued) is shown in the shop's time zone, India's: an
 * invoice reads the date it was issued in Jaipur wherever it is opened, the date its number's
 * financial year is counted by. A calendar day ('2026-11-24', a dashboard day) is that day as it is.
 */
import { LOCALE_TAGS, type Locale } from './locales';

/** India has one time zone and no daylight saving time. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** 'date': '24 Nov 2026'; 'dateTime': '24 Nov 2026, 2:30 pm'; 'dayMonth': '24 Nov' (a chart's axis); 'weekdayDayMonth': 'Tue, 2 Dec' (a delivery promise). */
export type DateStyle = 'date' | 'dateTime' | 'dayMonth' | 'weekdayDayMonth';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short' },
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** `value` (an ISO moment, a 'YYYY-MM-DD' day, or a Date) in `locale`'s own format. */
export function formatDate(value: string | Date, locale: Locale, style: DateStyle = 'date'): string {
  // A calendar day parses as midnight UTC, so it is read back in UTC: the day written, never its neighbour.
  const day = typeof value === 'string' && CALENDAR_DAY.test(value);
  const timeZone = day ? 'UTC' : SHOP_TIME_ZONE;
  const key = `${LOCALE_TAGS[locale]}|${style}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(typeof value === 'string' ? new Date(value) : value);
}
