import { counters } from "~/enhancements/counters";
import type { Statistic } from "~/pages/shapes";
import { Enhancement } from "../enhancement";

export const COUNT_UP_MS = 2000;

/**
 * Counts up to its value over two seconds the first time it scrolls into
 * view (app/enhancements/counters.ts). The server HTML holds the final value,
 * so visitors without JavaScript, or who ask for reduced motion, see it at
 * once; screen readers read the final value only (the moving number is aria-hidden).
 */
function StatCounter({ value: given, suffix: givenSuffix, label }: Statistic) {
  const value = given ?? 0;
  // A figure without a unit (the CMS leaves the suffix empty) reads as the number alone.
  const suffix = givenSuffix ?? "";
  return (
    <div className="stat">
      <p className="stat-number">
        <span aria-hidden="true" data-count-to={value} data-count-suffix={suffix}>
          {value}
          {suffix}
        </span>
        <span className="sr-only">
          {value}
          {suffix}
        </span>
      </p>
      <p className="stat-label">{label}</p>
    </div>
  );
}

export function Statistics({ items }: { items: Statistic[] }) {
  return (
    <>
      <div className="stats">
        {items.map((item) => (
          <StatCounter key={item.label} {...item} />
        ))}
      </div>
      <Enhancement run={counters} settings={[COUNT_UP_MS]} />
    </>
  );
}

/** The dark band of counting figures under its heading (Paracelsus's "By the numbers", a built page's figures). */
export function StatsBand({ id, title, items, edit }: { id: string; title: string; items: Statistic[]; edit?: string | undefined }) {
  return (
    <section className="stats-band" aria-labelledby={`${id}-title`} data-sanity={edit}>
      <div className="container-page">
        <h2 id={`${id}-title`} className="stats-title">
          {title}
        </h2>
        <Statistics items={items} />
      </div>
    </section>
  );
}
