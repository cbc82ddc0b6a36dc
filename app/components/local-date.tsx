import { localDates } from "~/enhancements/local-dates";
import { DATE_OPTIONS, formatDate, SERVER_DATE_LOCALE, toDate } from "~/lib/dates";
import { Enhancement } from "./enhancement";

/**
 * A date in the viewer's locale format. The server writes a stable en-US
 * form; app/enhancements/local-dates.ts re-formats it in the browser's own
 * locale, once `LocalDates` is written after the dates it concerns.
 */
export function LocalDate({ value, className, edit }: { value: string; className?: string /** Visual editing's data-sanity, in preview. */; edit?: string }) {
  const date = toDate(value);
  return (
    <time className={className} dateTime={date ? value : undefined} data-sanity={edit} data-local-date>
      {formatDate(value, SERVER_DATE_LOCALE)}
    </time>
  );
}

/** The script that re-formats the `LocalDate`s before it: written once after a list of them, not beside each. */
export function LocalDates() {
  return <Enhancement run={localDates} settings={[SERVER_DATE_LOCALE, DATE_OPTIONS]} />;
}
