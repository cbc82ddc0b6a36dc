import { describe, expect, it } from "vitest";
import { checkDocumentLink, signedDocumentLink } from "./signed-link.server";

const SECRET = "s".repeat(32);
const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const paramsOf = (link: string) => new URL(link, "https://site.example").searchParams;

describe("a document's signed link", () => {
  it("gives the file until its expiry, then says it has expired", () => {
    const link = signedDocumentLink(SECRET, "rfp-checklist", NOW + 3_600_000);
    expect(link).toMatch(/^\/documents\/rfp-checklist\/file\?expires=\d+&signature=[\w-]{43}$/);
    expect(checkDocumentLink(SECRET, "rfp-checklist", paramsOf(link), NOW)).toBe("ok");
    expect(checkDocumentLink(SECRET, "rfp-checklist", paramsOf(link), NOW + 3_600_000)).toBe("expired");
  });

  it("is refused for another document, another secret, a changed expiry or signature, or parts given twice", () => {
    const link = signedDocumentLink(SECRET, "rfp-checklist", NOW + 3_600_000);
    expect(checkDocumentLink(SECRET, "dccm-datasheet", paramsOf(link), NOW)).toBe("invalid");
    expect(checkDocumentLink("t".repeat(32), "rfp-checklist", paramsOf(link), NOW)).toBe("invalid");
    expect(checkDocumentLink(SECRET, "rfp-checklist", paramsOf(link.replace(/expires=(\d+)/, (_all, n: string) => `expires=${Number(n) + 1}`)), NOW)).toBe(
      "invalid",
    );
    expect(checkDocumentLink(SECRET, "rfp-checklist", paramsOf(`${link.slice(0, -1)}${link.endsWith("A") ? "B" : "A"}`), NOW)).toBe("invalid");
    expect(checkDocumentLink(SECRET, "rfp-checklist", paramsOf(`${link}&expires=1`), NOW)).toBe("invalid");
    expect(checkDocumentLink(SECRET, "rfp-checklist", paramsOf("/documents/rfp-checklist/file?expires=x&signature=y"), NOW)).toBe("invalid");
    expect(checkDocumentLink(SECRET, "rfp-checklist", paramsOf("/documents/rfp-checklist/file"), NOW)).toBe("invalid");
  });
});
