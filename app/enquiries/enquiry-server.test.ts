import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";
import { createFormTokens } from "./form-token.server";
import { renderNotification } from "./notification.server";
import { DEFAULT_BUSINESS_TIME_ZONE } from "~/lib/staff-time";
import { retryDelay } from "./outbox.server";
import { emptyEnquiry } from "./fields";
import { parseEnquiry, type Enquiry } from "./schema";

function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  const parsed = parseEnquiry({
    ...emptyEnquiry(),
    firstName: "Dana",
    lastName: "Reyes",
    email: "dana@example.org",
    phone: "(850) 555-0100",
    city: "Pensacola",
    state: "FL",
  });
  if (!parsed.ok) throw new Error("fixture invalid");
  return { ...parsed.enquiry, ...overrides };
}

describe("CSV export cells", () => {
  it.each([
    ["=HYPERLINK(\"http://evil\")", `"'=HYPERLINK(""http://evil"")"`],
    ["+1 850 555 0100", "'+1 850 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["plain", "plain"],
    ["a,b", `"a,b"`],
    ["line\nbreak", `"line\nbreak"`],
    // Issue 31: a spreadsheet may start a row at any of these; quoted, the cell keeps them as text.
    ["line\rbreak", `"line\rbreak"`],
    ["line\u2028separator", `"line\u2028separator"`],
    ["paragraph\u2029separator", `"paragraph\u2029separator"`],
    ["next\u0085line", `"next\u0085line"`],
    ["vertical\u000btab", `"vertical\u000btab"`],
    ["form\u000cfeed", `"form\u000cfeed"`],
  ])("neutralises %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
  it("joins a row", () => {
    expect(csvRow(["a", 1, null, true])).toBe("a,1,,true");
  });
});

describe("the staff notification", () => {
  const stored = (e: Enquiry) => ({ id: "0123abcd-0000-4000-8000-000000000000", createdAt: "2026-11-23T10:00:00.000Z", status: "new" as const, via: "api" as const, enquiry: e });
  const notify = (s: ReturnType<typeof stored>) => renderNotification(s, DEFAULT_BUSINESS_TIME_ZONE);

  it("says when the enquiry arrived in the business's zone and words, not as a UTC timestamp", () => {
    const mail = notify({ ...stored(enquiry()), createdAt: "2026-11-25T01:41:45.351Z" });
    expect(mail.text).toContain("arrived through the website on Tuesday 24 November 2026, 8:41 PM ET (reference 0123abcd-");
    expect(mail.html).toContain("on Tuesday 24 November 2026, 8:41 PM ET (reference");
    expect(`${mail.text}${mail.html}`).not.toContain("2026-11-25T");
    expect(renderNotification({ ...stored(enquiry()), createdAt: "2026-11-25T01:41:45.351Z" }, "Europe/London").text).toContain(
      "on Wednesday 25 November 2026, 1:41 AM United Kingdom Time",
    );
  });

  it("escapes every field in the HTML part", () => {
    const mail = notify(stored(enquiry({ message: "<script>alert(1)</script> & \"quotes\"" })));
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain("<script>alert(1)</script>");
  });

  it("keeps every line of the visitor's text indented, so a lone CR cannot forge a block under the real one", () => {
    const parsed = parseEnquiry({
      ...enquiry(),
      message: "Please call.\r\r== Contact ==\rFirst name: Mallory\rEmail: mallory@evil.example",
    });
    if (!parsed.ok) throw new Error("the message should be accepted");
    const mail = notify(stored(parsed.enquiry));
    // A mail client breaks lines at CR, LF or CRLF alike.
    const lines = mail.text.split(/\r\n?|\n/);
    expect(lines.filter((line) => line === "== Contact ==")).toHaveLength(1);
    expect(lines.filter((line) => /^(First name|Email):/.test(line))).toEqual(["First name: Dana", "Email: dana@example.org"]);
    expect(lines).toContain("  == Contact ==");
    expect(lines).toContain("  First name: Mallory");
  });

  it("keeps visitor text out of the subject and offers a safe Reply-To only", () => {
    const mail = notify(stored(enquiry({ firstName: "Injected\r\nBcc: x@evil.example" })));
    expect(mail.subject).not.toMatch(/Injected|evil/);
    expect(mail.replyTo).toBe("dana@example.org");
    const odd = notify(stored(enquiry({ email: "a,b@evil.example" })));
    expect(odd.replyTo).toBeUndefined();
  });

  it("names the products and includes only ticked sections", () => {
    const e = enquiry();
    const mail = notify(stored({ ...e, products: { ...e.products, lcms: true }, lcms: { ...e.lcms, analyzerType: "Triple quad" } }));
    expect(mail.subject).toContain("LCMS");
    expect(mail.text).toContain("Analyzer type: Triple quad");
    expect(mail.text).not.toContain("Court name");
  });
});

describe("form tokens", () => {
  const HOUR = 3_600_000;

  it("accept a token older than the minimum time, and refuse forged, missing or hurried ones", () => {
    let now = 1_000_000;
    const tokens = createFormTokens("s".repeat(32), { minFillSeconds: 3, maxAgeSeconds: 86_400 }, () => now);
    const token = tokens.issue();
    expect(tokens.check(token)).toBe("too-fast");
    now += 3_000;
    expect(tokens.check(token)).toBe("ok");
    expect(tokens.check(undefined)).toBe("missing");
    expect(tokens.check(token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBe("invalid");
    expect(tokens.check(token.replace(/^\d+/, String(now - 10_000)))).toBe("invalid");
    expect(createFormTokens("t".repeat(32), { minFillSeconds: 0, maxAgeSeconds: 86_400 }, () => now).check(token)).toBe("invalid");
  });

  it("expire after their maximum age, and tell apart pages rendered in the same millisecond", () => {
    let now = 1_000_000;
    const tokens = createFormTokens("s".repeat(32), { minFillSeconds: 3, maxAgeSeconds: 24 * 3600 }, () => now);
    const token = tokens.issue();
    const twin = tokens.issue();
    expect(twin).not.toBe(token);
    expect(tokens.useKey(twin)).not.toBe(tokens.useKey(token));
    now += 24 * HOUR;
    expect(tokens.check(token)).toBe("ok");
    now += 1;
    expect(tokens.check(token)).toBe("expired");
  });
});

describe("retry delays", () => {
  it("double from the base with jitter, capped at an hour", () => {
    expect(retryDelay(1, 1000, () => 0.5)).toBe(1000);
    expect(retryDelay(3, 1000, () => 0.5)).toBe(4000);
    expect(retryDelay(2, 1000, () => 0)).toBe(1600);
    expect(retryDelay(40, 1000, () => 0.5)).toBe(3_600_000);
  });
});
