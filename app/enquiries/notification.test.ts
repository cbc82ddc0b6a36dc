import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_TIME_ZONE } from "~/lib/staff-time";
import { emptyEnquiry } from "./fields";
import { renderNotification } from "./notification.server";
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

describe("the staff notification", () => {
  const stored = (e: Enquiry) => ({
    id: "0123abcd-0000-4000-8000-000000000000",
    createdAt: "2026-11-23T10:00:00.000Z",
    status: "new" as const,
    via: "api" as const,
    enquiry: e,
  });
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
    const mail = notify(stored(enquiry({ message: '<script>alert(1)</script> & "quotes"' })));
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
