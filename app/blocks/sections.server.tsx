/**
 * A built page's sections, from the loader's query to what the page draws:
 * each shaped as its block's module says (./<block>.server.tsx, listed in
 * ./index.server.ts), then those that do nothing in the browser drawn to HTML
 * on the server only (a builder page with no interactive block ships no more
 * first-load JavaScript than the lightest fixed page; decision 025), each by
 * the component the fixed pages draw it with, inside a router holding the
 * page's address and the root's `chrome`, as the page itself has them (the
 * breadcrumb trail and the Request a Demo button read them). The page puts the
 * HTML in place (./built-page.tsx), so the browser loads none of these
 * components; the interactive blocks (those whose module says `island: true`)
 * stay React, drawn by ./built-page.tsx.
 *
 * Drawn with the page's data, so once per content revision for the pages the
 * render cache keeps (app/caching), and per request only for a preview or a
 * page with the form, as the rest of such a page is.
 */
import { createContext, useContext, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { CollectedScripts } from "~/components/enhancement";
import { KeptImagePreloads, type ImagePreload } from "~/components/image-preload";
import type { BuiltSection } from "~/content/queries";
import type { Chrome } from "~/pages/navigation";
import { hasBreadcrumbs } from "~/pages/tree";
import type { Block, Context, Island, Placed, SectionType } from "./block";
import { BLOCKS } from "./index.server";

type Blocks = typeof BLOCKS;
/** The block types drawn in the browser (their modules say `island: true`; ./built-page.tsx draws each): the rest is HTML the server draws. */
type IslandType = { [T in SectionType]: Blocks[T] extends Island ? T : never }[SectionType];
/** A section as its block's module shapes it in the loader (`shown`), or as the query gives it. */
type ShownOf<T extends SectionType> = Awaited<ReturnType<NonNullable<Blocks[T]["shown"]>>>;
export type ShownSection = { [T in SectionType]: ShownOf<T> }[SectionType];

// One block's module, read for whichever section it is given: the registry keys each by its type.
// biome-ignore lint/suspicious/noExplicitAny: see above.
const blockOf = (type: SectionType) => BLOCKS[type] as Block<SectionType, any>;

async function shownSection(context: Context, section: BuiltSection): Promise<ShownSection> {
  const { shown } = blockOf(section._type);
  // A block with no shaping of its own is drawn as the query gives it (its shown type is its query type).
  return shown ? await shown(context, section) : (section as ShownSection);
}

/**
 * A section of a type this site has no block for is left out: the Studio, deployed on its own, may offer a block
 * before the site that draws it is running (or an instance not yet updated serves the page), and the page's
 * other sections still stand.
 */
const drawable = (section: BuiltSection) => Object.hasOwn(BLOCKS, section._type);

export function shownSections(context: Context, sections: readonly BuiltSection[] | null | undefined) {
  return Promise.all((sections ?? []).filter(drawable).map((section) => shownSection(context, section)));
}

export { hasEnquiryForm } from "~/pages/page-content.server";

/** An interactive block as the page draws it in React (./built-page.tsx). */
export type InteractiveBlock = Extract<ShownSection, { _type: IslandType }> & Placed;

/**
 * Sections in a row that React does not drive in the browser, as HTML, named by the first one's key, with the
 * scripts of what acts in them (app/enhancements), which the page writes after the HTML (CollectedScripts).
 */
export type StaticBlock = { _type: "html"; _key: string; html: string; scripts: string[] };

export type PageBlock = StaticBlock | InteractiveBlock;

const isInteractive = (section: ShownSection): section is Extract<ShownSection, { _type: IslandType }> => blockOf(section._type).island === true;

function StaticSection({ section, place, nested }: { section: ShownSection; place: Placed; nested: boolean }) {
  const block = blockOf(section._type);
  // Every block that is not interactive has a drawing (the typecheck holds each module to it).
  return block.draw ? block.draw(section, { ...place, nested }) : null;
}

/** Sections under a heading alternate white and tinted bands, as the fixed pages do: each block says whether it is one. */
const headed = (section: ShownSection) => blockOf(section._type).headed;

/** A section whose block finds nothing to show leaves no section, rather than a heading over nothing. */
const shows = (section: ShownSection) => blockOf(section._type).shows?.(section) ?? true;

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
  const draw = (element: ReactNode, key: string) => {
    const preloads: ImagePreload[] = [];
    const scripts = new Set<string>();
    const result = renderToString(
      <KeptImagePreloads.Provider value={preloads}>
        <CollectedScripts.Provider value={scripts}>
          <Drawing.Provider value={element}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Drawing.Provider>
        </CollectedScripts.Provider>
      </KeptImagePreloads.Provider>,
      // Each run is drawn apart: its own prefix keeps the ids React makes (an accordion's, a carousel's) unique on the page.
      { identifierPrefix: `${key}-` },
    );
    return { result, preloads, scripts: [...scripts] };
  };

  let band = 0;
  const placed = sections.filter(shows).map((section) => ({
    section,
    place: { id: `section-${section._key}`, tone: headed(section) && band++ % 2 === 1 ? "tint" : "plain", edit: edit?.[section._key] } satisfies Placed,
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
      run.push(<StaticSection key={shown._key} section={shown} place={where} nested={nested} />);
    }
    const { result: html, preloads, scripts } = draw(run, section._key);
    blocks.push({ _type: "html", _key: section._key, html, scripts });
    imagePreloads.push(...preloads);
  }
  return { blocks, imagePreloads };
}
