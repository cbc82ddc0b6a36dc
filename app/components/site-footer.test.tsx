/**
 * Social links come from site settings as typed addresses: only a network's
 * https:// page becomes a link (decided by the root loader, chromeOf) (the link rule, app/lib/links.ts); anything
 * else that still arrives is its network's name as plain text.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Site } from "~/content/queries";
import { chromeOf } from "~/pages/navigation";
import { SocialLinkList } from "./site-footer";

/** The settings' social link as the root loader makes it (chromeOf), then drawn. */
const render = (url: string) => {
  const site = {
    settings: { social: [{ _key: "k", network: "Elsewhere", url }] },
    names: [],
    dccmMenu: null,
    industries: [],
    lisSolutions: [],
    caseStudies: [],
  } as unknown as Site;
  return renderToStaticMarkup(<SocialLinkList social={chromeOf(site).social} newTabHint="(opens in a new tab)" />);
};

describe("a social link", () => {
  it("to a network's https:// page opens it in a new tab, safely", () => {
    expect(render("https://www.linkedin.com/company/example")).toContain(
      '<a href="https://www.linkedin.com/company/example" target="_blank" rel="noopener noreferrer" class="social-link">Elsewhere<span class="sr-only"> (opens in a new tab)</span></a>',
    );
  });

  it.each([
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/\\evil.example/x",
    "javascript:alert(1)",
    "http://example.org",
    "mailto:a@example.com",
  ])("%j is plain text", (url) => {
    const html = render(url);
    expect(html).not.toContain("<a");
    expect(html).not.toContain("evil");
    expect(html).toContain("<li><span>Elsewhere</span></li>");
  });
});
