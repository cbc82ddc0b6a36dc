/** The headline band: the page's one main heading, its lead and picture (as the fixed pages' PageHero). */
import { Trail } from "~/components/blocks/trail";
import { PageHero } from "~/components/page-hero";
import { shownHeroArt } from "~/pages/hero-art.server";
import { defineBlock } from "./block";

export const hero = defineBlock({
  type: "hero",
  headed: false,
  className: "page-hero",
  shown: (context, section) => ({ ...section, art: shownHeroArt(context, section.image) }),
  draw: (section, { edit, nested }) => (
    // Below the top level, the headline band shows the trail of pages above (the site's one breadcrumb rule).
    <PageHero eyebrow={section.eyebrow} title={section.title} emblem={section.emblem} art={section.art} trail={nested ? <Trail /> : undefined} edit={edit}>
      <p>{section.lead}</p>
    </PageHero>
  ),
});
