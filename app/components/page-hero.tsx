import type { ReactNode } from "react";
import { ArtImage } from "./blocks/art-image";
import type { Artwork } from "./blocks/artwork";
import { Icon } from "./blocks/icons";
import type { IconName } from "~/pages/copy/shapes";

type Props = {
  eyebrow?: string;
  title: string;
  /** The lead paragraph(s). */
  children?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** An illustration beside the text on wide screens, below it on phones; the page's LCP candidate. */
  art?: Artwork;
  /** Pages without an illustration: a large decorative icon on wide screens. */
  emblem?: IconName;
  /** Breadcrumb-style trail shown above the eyebrow on nested pages. */
  trail?: ReactNode;
};

/** The first band of every page: the page's one h1, its lead and its main call to action. */
export function PageHero({ eyebrow, title, children, actions, art, emblem, trail }: Props) {
  return (
    <section className="page-hero">
      <div className={`container-page hero-inner${art || emblem ? " hero-inner--art" : ""}`}>
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
        ) : emblem ? (
          <div className="hero-emblem" aria-hidden="true">
            <Icon name={emblem} className="hero-emblem-icon" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
