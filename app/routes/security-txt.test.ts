import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { loader, securityTxt } from "./security-txt";

describe("security.txt", () => {
  it("has sensible defaults: the help desk as contact, English, expiring 180 days after the request", () => {
    const now = new Date("2026-11-24T12:00:00.500Z");
    expect(securityTxt(parseEnv({ SITE_URL: "https://www.example.org" }), now, "helpdesk@example.net")).toBe(
      [
        "Contact: mailto:helpdesk@example.net",
        "Expires: 2027-05-23T12:00:00Z",
        "Preferred-Languages: en",
        "Canonical: https://www.example.org/.well-known/security.txt",
        "",
      ].join("\n"),
    );
  });

  it("takes its contact, languages and lifetime from the settings", () => {
    const env = parseEnv({ SECURITY_CONTACT: "https://example.org/report", SECURITY_LANGUAGES: "en,es", SECURITY_EXPIRES_DAYS: "7" });
    // SECURITY_CONTACT wins over the help desk of the site settings.
    const text = securityTxt(env, new Date("2030-01-01T00:00:00Z"), "helpdesk@example.net");
    expect(text).toContain("Contact: https://example.org/report\n");
    expect(text).not.toContain("helpdesk@example.net");
    expect(text).toContain("Preferred-Languages: en, es\n");
    expect(text).toContain("Expires: 2030-01-08T00:00:00Z\n");
  });

  it("refuses settings that would make it invalid, naming them", () => {
    expect(() => parseEnv({ SECURITY_CONTACT: "security@example.org", SECURITY_LANGUAGES: "English!", SECURITY_EXPIRES_DAYS: "400" })).toThrow(
      /SECURITY_CONTACT[\s\S]*SECURITY_LANGUAGES[\s\S]*SECURITY_EXPIRES_DAYS/,
    );
  });
});

describe("the security.txt route", () => {
  it("names the help desk of the published site settings", async () => {
    const publishedContent = { site: async () => ({ settings: { email: "desk@example.net" } }) };
    const response = (await loader({ context: { env: parseEnv({}), publishedContent } } as unknown as Parameters<typeof loader>[0])) as Response;
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toMatch(/^Contact: mailto:desk@example\.net\n/);
  });
});
