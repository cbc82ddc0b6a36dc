import type { UIMatch } from "react-router";

/**
 * What a route tells the document about its page (decision 031): whether the page loads the
 * framework runtime and hydrates. Only a page with something React drives in the browser (a
 * form, a block not yet written as an enhancement) needs it; every other page's controls act
 * through the small scripts of app/enhancements, and its links load whole pages.
 */
export type PageHandle = {
  /** Always, or by the page's loader data (a built page hydrates when a section needs it). */
  hydrate?: boolean | ((data: never) => boolean);
};

/** The page's routes ask for the runtime (a preview always has it: its banner and overlays are drawn in the browser). */
export function pageHydrates(matches: UIMatch[], preview: boolean): boolean {
  if (preview) return true;
  return matches.some(({ handle, data }) => {
    const hydrate = (handle as PageHandle | undefined)?.hydrate;
    // A route whose loader did not run (its action refused the request, an error page) has no data to ask.
    if (typeof hydrate === "function") return data !== undefined && (hydrate as (data: unknown) => boolean)(data);
    return Boolean(hydrate);
  });
}
