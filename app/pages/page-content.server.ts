/**
 * What page loaders share: a page whose document is missing is not found,
 * and a family member is found by its slug, or by a slug it had (a 301 to
 * its address now).
 */
import { data, redirect } from "react-router";
import type { ContentService } from "~/content/content-service.server";
import { CACHE_NOT_FOUND } from "~/lib/http";
import { memberPath, type FamilyType } from "~/lib/page-tree";
import { builtPageQuery, downloadBySlugQuery } from "~/content/queries";
import { builtPagesOf, type BuiltPageEntry } from "./built-pages";

export function notFound(): never {
  throw data(null, { status: 404, headers: { "Cache-Control": CACHE_NOT_FOUND } });
}

/** The page's document, or a 404 when it is not published. */
export function required<T>(document: T | null | undefined): T {
  return document ?? notFound();
}

/**
 * Goes on when `slug` is a published member of the family; answers 301 to the
 * member's address when it is a slug the member had; else 404. Read from the
 * list every page reads anyway, so a made-up address costs no query.
 */
export async function memberOf(content: ContentService, family: FamilyType, slug: string | undefined): Promise<void> {
  const site = await content.site();
  const members = { industry: site.industries, lisSolution: site.lisSolutions, caseStudy: site.caseStudies }[family];
  if (slug && members.some((member) => member.slug === slug)) return;
  const moved = slug ? members.find((member) => member.formerSlugs?.includes(slug)) : undefined;
  if (moved?.slug) throw redirect(memberPath(family, moved.slug), 301);
  notFound();
}

/**
 * The built page at this address; a 301 to its address when it is
 * one the page had, or either in another letter case (one URL per page, as a
 * fixed page's wrong case is sent on by server/canonical-paths.ts; slugs are
 * lower case), the query kept; else none (the route answers the not-found
 * page). Read from the list every page reads anyway, so a made-up address
 * costs no query.
 */
export async function builtPageAt(content: ContentService, path: string, search = ""): Promise<BuiltPageEntry | undefined> {
  const pages = builtPagesOf((await content.site()).pages);
  const found = pages.find((page) => page.path === path);
  if (found) return found;
  const lower = path.toLowerCase();
  const moved = pages.find((page) => page.path === lower || page.formerPaths.some((former) => former.toLowerCase() === lower));
  if (moved) throw redirect(moved.path + search, 301);
  return undefined;
}

/** A page with the enquiry form is drawn for one visitor (its form token), as Contact is. */
export const hasEnquiryForm = (sections: readonly { _type: string }[]) => sections.some((section) => section._type === "enquiryFormSection");

/** The page of a document behind the short form: /documents/<slug> (app/routes.ts). */
const DOCUMENT_FORM_PATH = /^\/documents\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * Whether the page at this exact path carries a form posted without JavaScript: a built page with the enquiry
 * form, or the page of a published document behind the short form (server/request-limits.ts lets that POST
 * through; any other path's is refused before a route runs). Here, not beside the sections
 * (app/blocks/sections.server.tsx), so that the server reads it without the build's modules.
 */
export async function takesEnquiryPost(content: ContentService, path: string): Promise<boolean> {
  const slug = DOCUMENT_FORM_PATH.exec(path)?.[1];
  if (slug) return (await content.run(downloadBySlugQuery, { slug }))?.access === "form";
  const entry = builtPagesOf((await content.site()).pages).find((page) => page.path === path);
  if (!entry) return false;
  const page = await content.run(builtPageQuery, { id: entry.id });
  return hasEnquiryForm(page?.sections ?? []);
}
