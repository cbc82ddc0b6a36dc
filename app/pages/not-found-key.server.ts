/**
 * What a not-found document depends on, as one key: the renderer keeps the
 * document under it and answers every unknown address with the same key from
 * memory (app/caching/render-cache.server.ts `notFound`), so a flood of
 * made-up addresses costs one render per kind, not one per address.
 *
 * A document is drawn from the routes that matched and their data (which carry
 * the content revision), and from the address only through the header: which
 * header the address gets (header-variant.ts) and which of the header's links
 * it falls under (NavLink marks those current). The not-found page names no
 * canonical URL (seo.ts), so the address itself appears nowhere in it.
 */
import { createHash } from "node:crypto";
import type { EntryContext } from "react-router";
import { headerVariant } from "./header-variant";

/** Every link target (`to`) the root's chrome holds, at any depth (menus, sub-menus, the product bars). */
function linkTargets(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) linkTargets(item, into);
  else if (value && typeof value === "object") {
    for (const [name, inner] of Object.entries(value)) {
      if (name === "to" && typeof inner === "string") into.add(inner);
      else linkTargets(inner, into);
    }
  }
  return into;
}

export function notFoundKey(context: EntryContext, pathname: string): string {
  const { matches, loaderData, actionData, errors } = context.staticHandlerContext;
  const chrome = (loaderData.root as { chrome?: unknown } | undefined)?.chrome;
  const under = [...linkTargets(chrome)].filter((to) => pathname === to || pathname.startsWith(to.endsWith("/") ? to : `${to}/`)).sort();
  const shape = [matches.map((match) => match.route.id), loaderData, actionData, errors, headerVariant(pathname), under];
  return createHash("sha256").update(JSON.stringify(shape)).digest("base64url");
}
