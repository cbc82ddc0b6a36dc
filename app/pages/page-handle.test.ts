import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { pageHasForm, type PageHandle } from "./page-handle";

const match = (handle: PageHandle | undefined, data: unknown) => ({ id: "r", pathname: "/", params: {}, handle, data, loaderData: data }) as UIMatch;
const withForm: PageHandle = { form: (data: { formToken?: string }) => Boolean(data.formToken) };

describe("pageHasForm", () => {
  it("is asked of each route: always, never, or by its data", () => {
    expect(pageHasForm([match(undefined, {}), match({ form: true }, {})])).toBe(true);
    expect(pageHasForm([match(undefined, {}), match({}, {})])).toBe(false);
    expect(pageHasForm([match(withForm, { formToken: "t" })])).toBe(true);
    expect(pageHasForm([match(withForm, {})])).toBe(false);
  });

  it("is false for a route whose loader did not run (its action refused the request), not an error", () => {
    expect(pageHasForm([match(withForm, undefined)])).toBe(false);
    expect(pageHasForm([match({ form: true }, undefined)])).toBe(false);
  });
});
