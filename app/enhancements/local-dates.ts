/**
 * Dates (`time[data-local-date]`) in the viewer's own locale format. The server writes a stable
 * form in `serverLocale`; most visitors read that locale, so nothing is redone for them.
 * Calendar dates are formatted in UTC, so the day never shifts with the viewer's time zone: the
 * rule of `toDate` (app/lib/dates.ts), written out here because an inline script imports nothing.
 */
export function localDates(serverLocale: string, options: Intl.DateTimeFormatOptions) {
  if (navigator.language === serverLocale) return;
  const format = new Intl.DateTimeFormat(undefined, options);
  for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-local-date]:not([data-enhanced])")) {
    time.dataset.enhanced = "";
    const value = time.dateTime;
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
    if (!Number.isNaN(date.getTime())) time.textContent = format.format(date);
  }
}
