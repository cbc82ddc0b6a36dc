/**
 * Article dates are calendar dates ("2025-03-14"). They are formatted in UTC so
 * the day never shifts with the viewer's time zone.
 */
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" };

/** The server's stable rendering, identical on every machine. */
export const SERVER_DATE_LOCALE = "en-US";

const formatters = new Map<string, Intl.DateTimeFormat>();

export function toDate(value: string): Date | undefined {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A calendar date in a BCP 47 locale's long form (the viewer's own is app/enhancements/local-dates.ts's). */
export function formatDate(value: string, locale: string): string {
  const date = toDate(value);
  if (!date) return value;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, DATE_OPTIONS);
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}
