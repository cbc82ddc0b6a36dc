import type { Step } from "~/pages/shapes";

/** A numbered process (01, 02, …); the number is part of each step's heading, so it is read with it. */
export function Steps({ items, variant = "row" }: { items: Step[]; variant?: "row" | "grid" }) {
  return (
    <ol className={`steps steps--${variant}`}>
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
