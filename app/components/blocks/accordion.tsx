import { useId } from "react";
import { accordion } from "~/enhancements/accordion";
import type { AccordionItem } from "~/pages/shapes";
import { Enhancement } from "../enhancement";

type Props = { items: AccordionItem[] /** Index of the panel open on arrival. */; initiallyOpen?: number };

/**
 * Disclosure accordion (WAI-ARIA APG): each heading holds a real button with
 * aria-expanded and aria-controls. Every panel is in the server HTML; closed
 * ones are `hidden="until-found"` once the script runs (app/enhancements/accordion.ts),
 * so the browser's find-in-page still reaches them and opens them. Without
 * JavaScript a `scripting: none` rule in blocks.css shows every panel.
 */
export function Accordion({ items, initiallyOpen = 0 }: Props) {
  const baseId = useId();
  return (
    <>
      <div className="accordion">
        {items.map((item, index) => {
          const expanded = index === initiallyOpen;
          const buttonId = `${baseId}-button-${index}`;
          const panelId = `${baseId}-panel-${index}`;
          return (
            <div key={item._key ?? item.title} className="accordion-item">
              <h3 className="accordion-heading">
                <button type="button" id={buttonId} className="accordion-trigger" aria-expanded={expanded} aria-controls={panelId}>
                  <span>{item.title}</span>
                  <span className="accordion-sign" aria-hidden="true" />
                </button>
              </h3>
              {/* Unnamed on purpose: ARIA 1.2 forbids naming a role-less div, and nine region landmarks would
                crowd the landmark list; the panel follows the button that names it. */}
              <div id={panelId} className="accordion-panel" hidden={!expanded}>
                <div className="accordion-body">
                  {(item.paragraphs ?? []).map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {item.points ? (
                    <ul className="check-list">
                      {item.points.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <Enhancement run={accordion} settings={[]} />
    </>
  );
}
