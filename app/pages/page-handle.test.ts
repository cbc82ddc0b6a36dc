import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { pageHydrates, type PageHandle } from "./page-handle";

const match = (handle: PageHandle | undefined, data: unknown) => ({ id: "r", pathname: "/", params: {}, handle, data, loaderData: data }) as UIMatch;
const withForm: PageHandle = { hydrate: (data: { formToken?: string }) => Boolean(data.formToken) };

describe("pageHydrates", () => {
  it("is asked of each route: always, never, or by its data", () => {
    expect(pageHydrates([match(undefined, {}), match({ hydrate: true }, {})], false)).toBe(true);
    expect(pageHydrates([match(undefined, {}), match({}, {})], false)).toBe(false);
    expect(pageHydrates([match(withForm, { formToken: "t" })], false)).toBe(true);
    expect(pageHydrates([match(withForm, {})], false)).toBe(false);
  });

  it("is false for a route whose loader did not run (its action refused the request), not an error", () => {
    expect(pageHydrates([match(withForm, undefined)], false)).toBe(false);
  });

  it("is always true in a preview", () => {
    expect(pageHydrates([match(undefined, {})], true)).toBe(true);
  });
});
