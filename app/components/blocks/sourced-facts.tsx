import { formatDate, SERVER_DATE_LOCALE } from "~/lib/dates";
import type { SourcedFact } from "~/pages/shapes";

/**
 * Where a figure comes from and when it was measured, written out beside it
 * (never only on hover): "Source: Court coordinator's time log, March 31, 2026".
 * The date in one fixed form, so the page needs no script.
 */
export function FactSource({ fact, label }: { fact: SourcedFact; label: string }) {
  return (
    <p className="fact-source">
      {label ? `${label} ` : ""}
      {fact.source},{" "}
      <time dateTime={fact.date} className="whitespace-nowrap">
        {formatDate(fact.date, SERVER_DATE_LOCALE)}
      </time>
    </p>
  );
}

/** Measured figures as a list: each figure, what it measures, its source and its date. */
export function SourcedFacts({ facts, sourceLabel, edit }: { facts: readonly SourcedFact[]; sourceLabel: string; edit?: string | undefined }) {
  return (
    <ul className="grid-3 sourced-facts" data-sanity={edit}>
      {facts.map((fact) => (
        <li key={fact.key} className="sourced-fact">
          <p className="sourced-fact-figure">{fact.figure}</p>
          <p className="sourced-fact-label">{fact.label}</p>
          <FactSource fact={fact} label={sourceLabel} />
        </li>
      ))}
    </ul>
  );
}
