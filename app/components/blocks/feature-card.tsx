import type { ReactNode } from "react";
import { Icon } from "./icons";

type Props = { icon?: string | null; title?: string | null; children: ReactNode; as?: "h3" | "h2" };

/** An icon, a short heading and a few sentences: the feature boxes, Premier Solution points and callouts. */
export function FeatureCard({ icon, title, children, as: Heading = "h3" }: Props) {
  return (
    <div className="feature-card">
      <span className="feature-icon">
        <Icon name={icon} />
      </span>
      <Heading className="feature-title">{title}</Heading>
      <div className="feature-text">{children}</div>
    </div>
  );
}

type Card = { _key: string; icon?: string | null; title?: string | null; text?: string | null };

/** A list of feature cards in the grid's columns (a row never leaves one card alone: app/styles/blocks.css). */
export function FeatureCards({ cards, columns = 3 }: { cards: readonly Card[] | null | undefined; columns?: 3 | 4 }) {
  return (
    <ul className={`grid-${columns} mt-10`}>
      {(cards ?? []).map((card) => (
        <li key={card._key}>
          <FeatureCard icon={card.icon} title={card.title}>
            <p>{card.text}</p>
          </FeatureCard>
        </li>
      ))}
    </ul>
  );
}
