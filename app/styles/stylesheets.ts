/**
 * Stylesheets only some pages need, linked from those routes' `links`; the
 * site-wide rules (tokens, base, chrome, hero, Tailwind's utilities) come
 * from app.css through root.tsx. Each is inlined into the document like
 * app.css (app/lib/inline-stylesheets.server.ts), so a page's first paint
 * parses and matches only rules it can use (decision 012).
 */
import type { LinkDescriptor } from "react-router";
import blocksHref from "./blocks.css?url";
import formsHref from "./forms.css?url";

/** The marketing page blocks: sections, cards, accordion, statistics, timeline, logos. */
export const blockStylesheet: LinkDescriptor = { rel: "stylesheet", href: blocksHref };

/** The enquiry form and the contact blocks. */
export const formStylesheet: LinkDescriptor = { rel: "stylesheet", href: formsHref };
