import type { ReactNode } from "react";

type Props = {
  /** The section's id: anchors in-page links and names its heading (`<id>-title`). */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Background band: white, a light brand tint, or dark. */
  tone?: "plain" | "tint" | "dark";
  /** Centre the heading and intro (overview sections). */
  centered?: boolean;
  children?: ReactNode;
  /** In preview: the field it shows, so a click opens it in the Studio. */
  edit?: string | undefined;
};

/** A page band with its heading: every marketing section has the same rhythm and a labelled landmark. */
export function Section({ id, title, eyebrow, intro, tone = "plain", centered = false, children, edit }: Props) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={`page-section page-section--${tone}`} aria-labelledby={headingId} data-sanity={edit}>
      <div className="container-page">
        <div className={centered ? "section-header section-header--centered" : "section-header"}>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
          {intro ? <div className="section-intro">{intro}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
