import type { ReactNode } from "react";
import type { ShownImage } from "~/images/shown-image.server";
import { Icon } from "./blocks/icons";
import { ImageTag } from "./image-tag";

type Props = {
  eyebrow?: string | null;
  title: string;
  /** The lead paragraph(s). */
  children?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** An illustration beside the text on wide screens, below it on phones; the page's LCP candidate. */
  art?: ShownImage | undefined;
  /** Pages without an illustration: a large decorative icon on wide screens. */
  emblem?: string | null;
  /** Breadcrumb-style trail shown above the eyebrow on nested pages. */
  trail?: ReactNode;
  /** In preview: the field it shows, so a click opens it in the Studio (app/preview/edit-attributes.server.ts). */
  edit?: string | undefined;
};

/** The first band of every page: the page's one h1, its lead and its main call to action. */
export function PageHero({ eyebrow, title, children, actions, art, emblem, trail, edit }: Props) {
  return (
    <section className="page-hero" data-sanity={edit}>
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
            <ImageTag image={art} priority className="art-image" />
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
