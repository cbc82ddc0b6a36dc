/**
 * Moments as staff read them in e-mails and the enquiries tool: in the
 * business's own zone and words, "Tuesday 24 November 2026, 8:41 PM ET",
 * not a UTC timestamp they would have to convert.
 */

export const DEFAULT_BUSINESS_TIME_ZONE = "America/New_York";

/** The IANA zone's canonical name ("america/new_york" -> "America/New_York"), or undefined when there is no such zone. */
export function canonicalTimeZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function staffTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    // "ET" for New York, all year: staff need the zone, not whether daylight saving applies.
    timeZoneName: "shortGeneric",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} ${part("dayPeriod")} ${part("timeZoneName")}`;
}
