import type { UIMatch } from "react-router";

/**
 * What a route tells the document about its page: whether it carries the enquiry form. No public page
 * hydrates React Router (decisions 031, 035): the form comes to life as an island, whose script marks the
 * page ready once the form acts, so the root writes no ready script of its own there. Every other control
 * acts through the small scripts of app/enhancements, and links load whole pages.
 */
export type PageHandle = {
  /** Always, or by the page's loader data (a built page carries it when one of its sections is the form). */
  form?: boolean | ((data: never) => boolean);
};

/** The page's routes draw the enquiry form. */
export function pageHasForm(matches: UIMatch[]): boolean {
  return matches.some(({ handle, data }) => {
    const form = (handle as PageHandle | undefined)?.form;
    // A route whose loader did not run (its action refused the request, an error page) draws no form.
    if (data === undefined) return false;
    return typeof form === "function" ? (form as (data: unknown) => boolean)(data) : Boolean(form);
  });
}
