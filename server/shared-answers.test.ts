import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { dataPagePath, routeMatcher, shareableDataQuery } from "./shared-answers";

/** The shape of the site's manifest: a root, pages under it, one with an index child. */
const manifest = {
  root: { id: "root", path: "", module: {} },
  "routes/contact": { id: "routes/contact", parentId: "root", path: "contact", module: {} },
  "routes/solutions": { id: "routes/solutions", parentId: "root", path: "solutions/:slug", module: {} },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module: {} },
} as unknown as ServerBuild["routes"];
const matched = routeMatcher(manifest);

describe("a data request a shared cache may keep", () => {
  it("is for the routes React Router matches: root first, then the page", () => {
    expect(matched(dataPagePath("/contact.data"))).toEqual(["root", "routes/contact"]);
    expect(matched(dataPagePath("/_root.data"))).toEqual(["root", "routes/home"]);
    expect(matched(dataPagePath("/solutions/dccm.data"))).toEqual(["root", "routes/solutions"]);
  });

  it("has no query, or exactly the _routes a client navigation sends for this page", () => {
    const contact = matched("/contact");
    expect(shareableDataQuery("", contact)).toBe(true);
    expect(shareableDataQuery(new URLSearchParams({ _routes: "routes/contact" }).toString(), contact)).toBe(true);
    expect(shareableDataQuery("_routes=root%2Croutes%2Fcontact", contact)).toBe(true);
    expect(shareableDataQuery("_routes=root", contact)).toBe(true);
  });

  it("is not any other query: it is answered as React Router reads it, but kept by no cache", () => {
    const contact = matched("/contact");
    for (const query of [
      "utm_source=x",
      "utm_source=x&_routes=root",
      "_routes=root&utm_source=x",
      "_routes=root&_routes=routes%2Fcontact",
      "_ROUTES=root",
      "%5Froutes=root",
      "_routes=root,routes/contact",
      "_routes=%72oot",
      "_routes=",
      "_routes=routes%2Fcontact%2Croot",
      "_routes=root%2Croot",
      "_routes=routes%2Fsolutions",
      "_routes=unknown",
      "_routes=root&",
      "index&_routes=root",
    ]) {
      expect(shareableDataQuery(query, contact), query).toBe(false);
    }
  });
});
