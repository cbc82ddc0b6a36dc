import type { ReactNode } from "react";
import { ArtImage } from "./blocks/art-image";
import type { Artwork } from "./blocks/artwork";

type Props = {
  eyebrow?: string;
  title: string;
  /** The lead paragraph(s). */
  children?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** An illustration beside the text on wide screens, below it on phones; the page's LCP candidate. */
  art?: Artwork;
  /** Breadcrumb-style trail shown above the eyebrow on nested pages. */
  trail?: ReactNode;
};

/** The first band of every page: the page's one h1, its lead and its main call to action. */
export function PageHero({ eyebrow, title, children, actions, art, trail }: Props) {
  return (
    <section className="page-hero">
      <div className={`container-page hero-inner${art ? " hero-inner--art" : ""}`}>
        <div className="hero-copy">
          {trail}
          {eyebrow ? <p className="hero-eyebrow">{eyebrow}</p> : null}
          <h1 className="hero-title">{title}</h1>
          {children ? <div className="hero-lead">{children}</div> : null}
          {actions ? <div className="hero-actions">{actions}</div> : null}
        </div>
        {art ? (
          <div className="hero-art">
            <ArtImage art={art} priority />
          </div>
        ) : null}
      </div>
    </section>
  );
}
