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
