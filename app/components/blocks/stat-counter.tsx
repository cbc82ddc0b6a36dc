import { useEffect, useRef, useState } from "react";

export const COUNT_UP_MS = 2000;

import type { Statistic } from "~/pages/shapes";

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts up to its value over two seconds the first time it scrolls into
 * view. The server HTML holds the final value, so visitors without
 * JavaScript, or who ask for reduced motion, see it at once; screen readers
 * read the final value only (the moving number is aria-hidden).
 */
function StatCounter({ value: given, suffix: givenSuffix, label }: Statistic) {
  const value = given ?? 0;
  // A figure without a unit (the CMS leaves the suffix empty) reads as the number alone.
  const suffix = givenSuffix ?? "";
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    setShown(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / COUNT_UP_MS);
          setShown(Math.round(value * easeOut(progress)));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <div className="stat">
      <p className="stat-number">
        <span ref={ref} aria-hidden="true" data-stat-value={`${value}${suffix}`}>
          {shown}
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
    <div className="stats">
      {items.map((item) => (
        <StatCounter key={item.label} {...item} />
      ))}
    </div>
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
