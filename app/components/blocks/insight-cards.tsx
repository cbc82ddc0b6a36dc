import { Link } from "~/components/page-link";
import type { InsightCard } from "~/pages/insight-cards.server";
import { ImageTag } from "../image-tag";
import { LocalDate, LocalDates } from "../local-date";

/**
 * Articles as cards, newest first, in a grid of one, two and three columns: the Resources page's list
 * and a built page's latest insights. Each card's title is a heading one level under the list's own.
 */
export function InsightCards({
  cards,
  level,
  priorityFirst = false,
}: {
  cards: readonly InsightCard[];
  level: 2 | 3 /** The first card's image is the page's largest (Resources). */;
  priorityFirst?: boolean;
}) {
  const Title = level === 2 ? "h2" : "h3";
  return (
    <>
      <ul className="insight-grid grid-3 mt-10">
        {cards.map((card, index) => (
          <li key={card.id} className="insight-card flex flex-col overflow-hidden rounded-lg border border-[var(--color-line)] bg-white shadow-sm">
            {card.image ? <ImageTag image={card.image} alt="" priority={priorityFirst && index === 0} className="h-[200px] w-full object-cover" /> : null}
            <div className="flex flex-1 flex-col p-5">
              <Title className="text-lg font-semibold leading-snug" data-sanity={card.edit}>
                <Link to={card.path} className="card-link">
                  {card.title}
                </Link>
              </Title>
              <p className="mt-1 text-sm text-[var(--color-muted)]">
                {card.author ? <span>{card.author}</span> : null}
                {card.author && card.date ? <span aria-hidden="true"> · </span> : null}
                {card.date ? <LocalDate value={card.date} /> : null}
              </p>
              <p className="insight-excerpt mt-3 text-[0.95rem] leading-relaxed">{card.excerpt}</p>
            </div>
          </li>
        ))}
      </ul>
      <LocalDates />
    </>
  );
}
