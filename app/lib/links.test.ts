import { describe, expect, it } from "vitest";
import { externalLinkProblem, isExternalLink } from "./links";

describe("a link off the site", () => {
  it.each([
    "https://example.org",
    "https://example.org/a?b=c#d",
    "HTTPS://www.linkedin.com/company/example",
    "mailto:help@example.com",
    "mailto:help@example.com?subject=Hi",
    "tel:+1-850-555-0100",
    "tel:8505550100",
  ])("accepts %s", (href) => expect(externalLinkProblem(href)).toBeUndefined());

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/\\evil.example/path",
    "\\\\evil.example",
    "/contact",
    "http://example.org",
    "https://",
    "https:///evil.example",
    "https:\\\\evil.example",
    "https://evil.example\\@good.example",
    "ftp://example.org",
    "example.org",
    " https://example.org",
    "mailto:nobody",
    "tel:call-me",
    "",
    null,
  ])("refuses %j", (href) => {
    expect(externalLinkProblem(href)).toBeDefined();
    expect(isExternalLink(href)).toBe(false);
  });

  it("says what to use instead, in plain words", () => {
    expect(externalLinkProblem("data:text/html,x")).toBe(
      "Use a web address (https://…), an e-mail link (mailto:name@example.com) or a phone link (tel:+18505550100).",
    );
    expect(externalLinkProblem("/contact")).toMatch(/use an internal link and choose the page\.$/);
    expect(externalLinkProblem("mailto:help@example.com", ["https:"])).toBe("Use a web address (https://…).");
  });
});
