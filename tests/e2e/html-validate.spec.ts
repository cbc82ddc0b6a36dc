/**
 * Every page of the sitemap is valid HTML by html-validate's recommended
 * rules, with React's attribute spelling (charSet, …) allowed.
 */
import { expect, test } from "@playwright/test";
import { HtmlValidate, type ConfigData } from "html-validate";
import { sitemapPaths } from "../../scripts/lib/sitemap-paths";

const config: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React's spelling: some attributes in camelCase (charSet), void elements self-closed (<meta/>), boolean
    // attributes with an empty value (hidden="", required=""), and useId's ids, which begin with "_" (HTML
    // allows any id without spaces; the rule's default asks for the stricter HTML 4 shape).
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    "void-style": ["error", { style: "selfclosing" }],
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    "valid-id": ["error", { relaxed: true }],
    // The phone link is kept on one line by a class rather than by no-break characters, which a visitor who copies it would get.
    "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
    // Articles' titles are the editors' words; cutting the document title to 70 characters would cut them for
    // screen-reader users and the tab too, while search engines shorten a title themselves.
    "long-title": "off",
  },
};

test("every sitemap page passes html-validate", async ({ request, baseURL }) => {
  const validator = new HtmlValidate(config);
  const problems: string[] = [];
  const paths = await sitemapPaths(baseURL!);
  // A budget per page, so the bound grows with the sitemap.
  test.setTimeout(30_000 + paths.length * 2_000);
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, path);
    for (const result of report.results) {
      for (const message of result.messages) problems.push(`${path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
  expect(problems).toEqual([]);
});
