/**
 * A built page's sections that do nothing in the browser, drawn to HTML on the
 * server only (a builder page with no interactive block ships no
 * more first-load JavaScript than the lightest fixed page; decision 025).
 * Each is drawn by the component the fixed pages draw it with (the headline
 * band by PageHero, cards by FeatureCards, ...), inside a router holding the
 * page's address and the root's `chrome`, as the page itself has them (the
 * breadcrumb trail and the Request a Demo button read them). The page puts the
 * HTML in place (app/components/built-page.tsx), so the browser loads none of
 * these components; the interactive blocks (app/pages/lazy-blocks.ts) stay
 * React and are loaded on demand.
 *
 * A new block that does nothing in the browser needs its case in `StaticSection`
 * and its line in HEADED; one that does is listed in LAZY_BLOCKS and drawn by the
 * page. The typecheck fails until each is there.
 * Drawn with the page's data, so once per content revision for the pages the
 * render cache keeps (app/caching), and per request only for a preview or a
 * page with the form, as the rest of such a page is.
 */
import { createContext, useContext, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { ShownSection } from "~/pages/built-page.server";
import { LAZY_BLOCKS } from "~/pages/lazy-blocks";
import type { Chrome } from "~/pages/navigation";
import { hasBreadcrumbs } from "~/pages/tree";
import { Callouts } from "./blocks/callouts";
import { CtaBand } from "./blocks/cta-band";
import { FeatureCards } from "./blocks/feature-card";
import { HeadedSection, type Tone } from "./blocks/headed-section";
import { InsightCards } from "./blocks/insight-cards";
import { LogoWall } from "./blocks/logo-wall";
import { PictureBeside } from "./blocks/picture-beside";
import { Steps } from "./blocks/steps";
import { Trail } from "./blocks/trail";
import { KeptImagePreloads, type ImagePreload } from "./image-preload";
import { PageHero } from "./page-hero";
import { RichText } from "./rich-text";

type InteractiveType = keyof typeof LAZY_BLOCKS;
type StaticShown = Exclude<ShownSection, { _type: InteractiveType }>;

/** Where a section sits on the page: its id (made from its key, so two never share one), its band's tone, its field in preview. */
type Placed = { id: string; tone: Tone; edit?: string | undefined };

/** An interactive block as the page draws it in React (app/components/built-page.tsx). */
export type InteractiveBlock = Extract<ShownSection, { _type: InteractiveType }> & Placed;

/** Sections in a row that do nothing in the browser, as HTML, named by the first one's key. */
export type StaticBlock = { _type: "html"; _key: string; html: string };

export type PageBlock = StaticBlock | InteractiveBlock;

const isInteractive = (section: ShownSection): section is Extract<ShownSection, { _type: InteractiveType }> => section._type in LAZY_BLOCKS;

function StaticSection({ section, place, nested }: { section: StaticShown; place: Placed; nested: boolean }) {
  const { id, tone, edit } = place;
  switch (section._type) {
    case "hero":
      return (
        <PageHero eyebrow={section.eyebrow} title={section.title} emblem={section.emblem} art={section.art} trail={nested ? <Trail /> : undefined} edit={edit}>
          <p>{section.lead}</p>
        </PageHero>
      );
    case "textSection":
      return (
        <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
          <div className="prose-content mt-8">
            <RichText value={section.body} />
          </div>
        </HeadedSection>
      );
    case "pictureTextSection":
      return (
        <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
          <PictureBeside picture={section.picture} side={section.side}>
            <div className="prose-content">
              <RichText value={section.body} />
            </div>
          </PictureBeside>
        </HeadedSection>
      );
    case "latestInsightsSection":
      return (
        <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
          <InsightCards cards={section.cards} level={3} />
        </HeadedSection>
      );
    case "cardsSection":
      return (
        <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
          <FeatureCards cards={section.cards} />
        </HeadedSection>
      );
    case "calloutsSection":
      return (
        <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
          <Callouts items={section.items ?? []} />
        </HeadedSection>
      );
    case "stepsSection":
      return (
        <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
          <Steps items={section.steps ?? []} />
        </HeadedSection>
      );
    case "logoWallSection":
      return (
        <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
          <div className="mt-10">
            <LogoWall logos={section.logos} label={section.heading?.title ?? ""} />
          </div>
        </HeadedSection>
      );
    case "callToAction":
      return (
        <CtaBand id={id} title={section.title} edit={edit}>
          <p>{section.text}</p>
        </CtaBand>
      );
    default:
      // Every section type is either interactive (LAZY_BLOCKS) or has its case above.
      return section satisfies never;
  }
}

/** Sections under a heading alternate white and tinted bands, as the fixed pages do: each type says whether it is one (a new type fails the typecheck until it does). */
const HEADED: Record<ShownSection["_type"], boolean> = {
  hero: false,
  textSection: true,
  pictureTextSection: true,
  cardsSection: true,
  calloutsSection: true,
  stepsSection: true,
  statisticsSection: false,
  questionsSection: true,
  logoWallSection: true,
  testimonialsSection: false,
  latestInsightsSection: true,
  callToAction: false,
  enquiryFormSection: false,
};

/** Latest insights with no published article (of its tag) leave no section, rather than a heading over nothing. */
const shows = (section: ShownSection) => section._type !== "latestInsightsSection" || section.cards.length > 0;

const Drawing = createContext<ReactNode>(null);
const Drawn = () => useContext(Drawing);

type Options = {
  /** The page's address, as the request asked for it. */
  url: string;
  /** The root's `chrome` (app/root.tsx), which the trail and the Request a Demo button read. */
  chrome: Chrome;
  /** In preview: each section's field, by its key. */
  edit: Partial<Record<string, string>> | undefined;
};

/**
 * The page's blocks, top to bottom: each run of sections that do nothing in
 * the browser as one piece of HTML, each interactive one as its data; and the
 * images the HTML asks for from the head (the headline band's picture), for
 * the page to preload as it renders.
 */
export async function builtPageBlocks(
  sections: readonly ShownSection[],
  { url, chrome, edit }: Options,
): Promise<{ blocks: PageBlock[]; imagePreloads: ImagePreload[] }> {
  // Below the top level, the headline band shows the trail of pages above (the site's one breadcrumb rule).
  const nested = hasBreadcrumbs(new URL(url).pathname);
  const handler = createStaticHandler([{ id: "root", loader: () => ({ chrome }), children: [{ path: "*", Component: Drawn }] }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`the static sections of ${url} could not be drawn (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const draw = (element: ReactNode) => {
    const preloads: ImagePreload[] = [];
    const result = renderToString(
      <KeptImagePreloads.Provider value={preloads}>
        <Drawing.Provider value={element}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Drawing.Provider>
      </KeptImagePreloads.Provider>,
    );
    return { result, preloads };
  };

  let band = 0;
  const placed = sections.filter(shows).map((section) => ({
    section,
    place: { id: `section-${section._key}`, tone: HEADED[section._type] && band++ % 2 === 1 ? "tint" : "plain", edit: edit?.[section._key] } satisfies Placed,
  }));
  const blocks: PageBlock[] = [];
  const imagePreloads: ImagePreload[] = [];
  for (let at = 0; at < placed.length; ) {
    const { section, place } = placed[at]!;
    if (isInteractive(section)) {
      blocks.push({ ...section, ...place });
      at++;
      continue;
    }
    const run: ReactNode[] = [];
    for (; at < placed.length && !isInteractive(placed[at]!.section); at++) {
      const { section: shown, place: where } = placed[at]!;
      run.push(<StaticSection key={shown._key} section={shown as StaticShown} place={where} nested={nested} />);
    }
    const { result: html, preloads } = draw(run);
    blocks.push({ _type: "html", _key: section._key, html });
    imagePreloads.push(...preloads);
  }
  return { blocks, imagePreloads };
}
