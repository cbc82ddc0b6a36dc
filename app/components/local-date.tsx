import { useEffect, useState } from "react";
import { formatDate, SERVER_DATE_LOCALE, toDate } from "~/lib/dates";

/**
 * A date in the viewer's locale format. The server renders a stable en-US
 * form; after hydration the browser re-formats it with its own locale, so the
 * first client render matches the server's HTML.
 */
export function LocalDate({ value, className, edit }: { value: string; className?: string /** Visual editing's data-sanity, in preview. */; edit?: string }) {
  const [text, setText] = useState(() => formatDate(value, SERVER_DATE_LOCALE));
  useEffect(() => {
    // Most visitors read en-US, which the server's form already is; nothing to redo.
    if (navigator.language !== SERVER_DATE_LOCALE) setText(formatDate(value, "viewer"));
  }, [value]);
  const date = toDate(value);
  return (
    <time className={className} dateTime={date ? value : undefined} data-sanity={edit}>
      {text}
    </time>
  );
}
