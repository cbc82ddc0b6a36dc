/**
 * Every page of the sitemap is valid HTML by html-validate's recommended
 * rules, with React's attribute spelling (charSet, …) allowed.
 */
import { expect, test } from "@playwright/test";
import { HtmlValidate, type ConfigData } from "html-validate";

const config: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes some attributes in camelCase (charSet, crossOrigin) and void elements self-closed (<meta/>).
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    "void-style": ["error", { style: "selfclosing" }],
  },
};

async function sitemapPaths(request: import("@playwright/test").APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test("every sitemap page passes html-validate", async ({ request }) => {
  test.setTimeout(90_000);
  const validator = new HtmlValidate(config);
  const problems: string[] = [];
  const paths = await sitemapPaths(request);
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
