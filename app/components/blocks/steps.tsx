import type { Step } from "~/pages/shapes";

/**
 * A numbered process (01, 02, …); the number is part of each step's heading, so it is read with it. Laid out
 * as a card grid (.grid-3), so no step is left alone on its row at any count.
 */
export function Steps({ items }: { items: Step[] }) {
  return (
    <ol className="steps grid-3">
      {items.map((step, index) => (
        <li key={step._key ?? step.title} className="step">
          <h3 className="step-title">
            <span className="step-number">{String(index + 1).padStart(2, "0")}</span> {step.title}
          </h3>
          <p className="step-text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
