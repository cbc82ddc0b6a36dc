import { Icon } from "./icons";
import type { Milestone } from "~/pages/shapes";

/** Our Story: a timeline whose entries alternate left and right on wide screens. */
export function Milestones({ items }: { items: Milestone[] }) {
  return (
    <ol className="timeline">
      {items.map((item) => (
        <li key={item._key ?? item.title} className="timeline-item">
          <span className="timeline-marker" aria-hidden="true">
            <Icon name={item.icon} />
          </span>
          <div className="timeline-card">
            {item.year ? <p className="timeline-year">{item.year}</p> : null}
            <h3 className="timeline-title">{item.title}</h3>
            {(item.paragraphs ?? []).map((paragraph) => (
              <p key={paragraph} className="timeline-text">
                {paragraph}
              </p>
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
