/**
 * The launch check on the sample and on content and settings made
 * ready for production: every sample item named, with where to change it;
 * nothing once each is replaced, as an editor would replace it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseNdjson, toPublishedDataset, type SanityDocument } from "~/content/dataset.server";
import { EmbeddedSource } from "~/content/embedded-source.server";
import { parseEnv } from "~/lib/env.server";
import { contentItems, emailsIn, formatLaunchItems, isReservedHost, launchCheck, productionSettingItems, sampleDraftItems, settingItems } from "./launch-check";

const sample = () => toPublishedDataset(parseNdjson(readFileSync("content/data.ndjson", "utf8")));
type Mark = { path: string; value: string };
const marksOf = (doc: SanityDocument) => (doc.sampleValues ?? []) as Mark[];

/** Sets the value at a Sanity path (`a.b[_key=="k"].c`), as an editor's change in the Studio does. */
function setPath(doc: SanityDocument, path: string, value: string) {
  const steps = [...path.matchAll(/([^.[\]]+)|\[_key=="([^"]*)"\]/g)].map((m) => m[1] ?? { key: m[2]! });
  let at: unknown = doc;
  steps.forEach((step, index) => {
    const last = index === steps.length - 1;
    if (typeof step === "string") {
      if (last) (at as Record<string, unknown>)[step] = value;
      else at = (at as Record<string, unknown>)[step];
    } else {
      at = (at as Array<{ _key: string }>).find((item) => item._key === step.key);
    }
  });
}

/** A mark of a sample picture: its value is the file's SHA-1. */
const isPictureMark = (mark: Mark) => /^[0-9a-f]{40}$/.test(mark.value);

/** Uploads another picture in place of the one at `path`, as an editor's change in the Studio does. */
function replacePicture(doc: SanityDocument, path: string) {
  const steps = [...path.matchAll(/([^.[\]]+)|\[_key=="([^"]*)"\]/g)].map((m) => m[1] ?? { key: m[2]! });
  let at: unknown = doc;
  for (const step of steps)
    at = typeof step === "string" ? (at as Record<string, unknown>)[step] : (at as Array<{ _key: string }>).find((item) => item._key === step.key);
  (at as { asset: unknown }).asset = { _type: "reference", _ref: `image-${"f".repeat(40)}-480x480-png` };
}

/** The sample as the company would launch it: every marked value replaced, real addresses and numbers. */
function productionLike(): SanityDocument[] {
  const text = readFileSync("content/data.ndjson", "utf8")
    .replaceAll("example.com", "act-courts.com")
    .replaceAll("example.org", "nadcp.org")
    .replaceAll("555-01", "555-21");
  const documents = toPublishedDataset(parseNdjson(text));
  for (const doc of documents) {
    for (const mark of marksOf(doc)) {
      if (isPictureMark(mark)) replacePicture(doc, mark.path);
      else setPath(doc, mark.path, `${mark.value.length > 40 ? "Our partners and clients." : "Pat Realname"}`);
    }
  }
  return documents;
}

const productionEnv = {
  SITE_URL: "https://www.act-courts.com",
  SMTP_URL: "smtp://mailer:secret@smtp.act-courts.com:587",
  ENQUIRY_NOTIFY_TO: "sales@act-courts.com",
  MAIL_FROM: "website@act-courts.com",
  // Behind the proxy that serves https, listening where only it reaches.
  TRUST_PROXY: "1",
  HOST: "127.0.0.1",
};

describe("the launch check", () => {
  it("on the sample: names every value the sample marked, each reserved address and fictional number, with where to change it", () => {
    const documents = sample();
    const items = contentItems(documents);
    const text = formatLaunchItems(items);
    const marked = documents.flatMap(marksOf);
    expect(marked.length).toBeGreaterThan(20);
    for (const mark of marked.filter((candidate) => !isPictureMark(candidate))) expect(text, mark.path).toContain(mark.value.slice(0, 80));
    // The sample's pictures (the testimonials' avatars, the fictional logos), by the field an editor replaces them in.
    expect(items.filter((item) => item.what.endsWith("is still the sample's picture")).length).toBe(marked.filter(isPictureMark).length);
    expect(marked.filter(isPictureMark).length).toBeGreaterThanOrEqual(12);
    // What a buyer's review of the sample site found on every page.
    for (const seen of [
      "helpdesk@example.com",
      "(850) 555-0142",
      "100 Example Parkway",
      "P.O. Box 0000",
      "https://www.linkedin.com/company/example",
      "Lee Sampleford",
      "Demo Valley Toxicology Laboratory",
      "Casey Placeholder",
      "Quinn Fictional",
      "Names and logos shown are fictional examples",
      "https://example.org",
    ]) {
      expect(text, seen).toContain(seen);
    }
    expect(items.find((item) => item.what.includes("Lee Sampleford"))).toEqual({
      what: 'Testimonial "Lee Sampleford": Name is still the sample\'s "Lee Sampleford"',
      where: 'in the Studio: Testimonial "Lee Sampleford" › Name',
    });
    expect(items.find((item) => item.what.includes("555-0142"))?.where).toBe('in the Studio: Site settings "ACT" › Phone');
    // Drafts are not what visitors see.
    expect(text).not.toContain("drafts.");
  });

  it("names each field by its title in the Studio, and never one the Studio hides", () => {
    const testimonial: SanityDocument = {
      _id: "t",
      _type: "testimonial",
      name: "Pat Realname",
      position: "Director, Lab at lab@example.com",
      image: { _type: "image", alt: "Photo of ops@example.com" },
    };
    expect(contentItems([testimonial]).map((item) => item.where)).toEqual(['in the Studio: Testimonial "Pat Realname" › Role and organisation']);
    const marked = {
      ...testimonial,
      position: "Director",
      image: { _type: "image", alt: "Sample alt" },
      sampleValues: [{ _key: "a", _type: "sampleValue", path: "image.alt", value: "Sample alt" }],
    };
    expect(contentItems([marked])).toEqual([]);
  });

  it("an editor who replaces a sample value clears its item, and only that one", () => {
    const documents = sample();
    const before = contentItems(documents);
    const lee = documents.find((doc) => doc.name === "Lee Sampleford")!;
    lee.name = "Dr. Alex Moreno";
    const after = contentItems(documents);
    expect(after).toHaveLength(before.length - 1);
    expect(formatLaunchItems(after)).not.toContain('Name is still the sample\'s "Lee Sampleford"');
    // Put back, it is sample again.
    lee.name = "Lee Sampleford";
    expect(contentItems(documents)).toHaveLength(before.length);
  });

  it("on the sample's settings: SITE_URL, mail written to files, the default recipient and sender", () => {
    const raw = {};
    const items = settingItems(parseEnv(raw), raw).map((item) => item.what);
    expect(items).toEqual([
      "SITE_URL is http://localhost:3000, not an https:// address: canonical links, the sitemap and the feed name it",
      "Staff notifications of enquiries are written as files under DATA_DIR/mail, not sent: SMTP_URL is unset",
      "Enquiry notifications go to the default recipient, helpdesk@example.com: ENQUIRY_NOTIFY_TO is unset",
      "Notifications are sent from website@example.com, an address on a domain reserved for examples (the default)",
    ]);
    // In the places operators set settings: nothing reads a .env file.
    expect(settingItems(parseEnv(raw), raw)[0]!.where).toBe(
      "the site's environment: SITE_URL (the systemd unit's environment file or the container's settings; docs/operations.md)",
    );
  });

  it("names the drafts the sample left, which preview shows and a Publish would put live", () => {
    const drafts = parseNdjson(readFileSync("content/data.ndjson", "utf8")).filter((doc) => doc._id.startsWith("drafts."));
    expect(sampleDraftItems(drafts).map((item) => item.what)).toEqual([
      'Insight "DRAFT — Unpublished insight about upcoming features" has unpublished changes the sample left (a draft)',
      'Insight "Chain of Custody From Collection Cup to Courtroom: A Revised Checklist for Labs" has unpublished changes the sample left (a draft)',
    ]);
    // A draft of the company's own (no sample marks) is theirs.
    expect(sampleDraftItems(drafts.map(({ sampleValues: _marks, ...draft }) => draft as SanityDocument))).toEqual([]);
  });

  it("checks the production settings it claims: Sanity's webhook secret, viewer token and Studio address, and the proxy's", () => {
    const sanity = { ...productionEnv, SANITY_PROJECT_ID: "abc123" };
    expect(productionSettingItems(parseEnv(sanity)).map((item) => item.what.split(" ")[0])).toEqual([
      "SANITY_WEBHOOK_SECRET",
      "SANITY_VIEWER_TOKEN",
      "SANITY_STUDIO_URL",
    ]);
    const complete = {
      ...sanity,
      SANITY_WEBHOOK_SECRET: "w".repeat(32),
      SANITY_VIEWER_TOKEN: `sk${"v".repeat(30)}`,
      SANITY_STUDIO_URL: "https://act.sanity.studio",
    };
    expect(productionSettingItems(parseEnv(complete))).toEqual([]);
    expect(productionSettingItems(parseEnv({ ...productionEnv, TRUST_PROXY: "false" })).map((item) => item.what.split(" ")[0])).toEqual(["TRUST_PROXY"]);
    expect(productionSettingItems(parseEnv({ ...productionEnv, HOST: "0.0.0.0" })).map((item) => item.what.split(" ")[0])).toEqual(["HOST"]);
    expect(formatLaunchItems([])).not.toContain("every production setting is set");
  });

  it("secrets each instance would generate are named when instances share a database", () => {
    const shared = { ...productionEnv, DATABASE_URL: "postgres://site@db.act-courts.com/site" };
    expect(settingItems(parseEnv(shared), shared).map((item) => item.what.split(" ")[0])).toEqual([
      "FORM_TOKEN_SECRET",
      "PREVIEW_LINK_SECRET",
      "DOCUMENT_LINK_SECRET",
    ]);
    const secrets = { ...shared, FORM_TOKEN_SECRET: "f".repeat(32), PREVIEW_LINK_SECRET: "p".repeat(32), DOCUMENT_LINK_SECRET: "d".repeat(32) };
    expect(settingItems(parseEnv(secrets), secrets)).toEqual([]);
  });

  it("a public address on localhost or a reserved name, or a recipient on one, is named", () => {
    for (const SITE_URL of ["https://localhost", "https://127.0.0.1:8443", "https://www.act.example", "https://staging.example.com"]) {
      const raw = { ...productionEnv, SITE_URL };
      expect(
        settingItems(parseEnv(raw), raw).map((item) => item.what),
        SITE_URL,
      ).toEqual([`SITE_URL is ${SITE_URL}, not the site's public address: canonical links, the sitemap and the feed name it`]);
    }
    const raw = { ...productionEnv, ENQUIRY_NOTIFY_TO: "sales@act.test" };
    expect(settingItems(parseEnv(raw), raw).map((item) => item.what)).toEqual([
      "Enquiry notifications go to sales@act.test, an address on a domain reserved for examples",
    ]);
  });

  it("knows the reserved names and fictional numbers by rule, not by today's strings", () => {
    for (const host of ["example.com", "www.example.net", "EXAMPLE.ORG", "shop.example", "a.test", "x.invalid", "localhost", "foo.localhost"])
      expect(isReservedHost(host), host).toBe(true);
    for (const host of ["example.co.uk", "examples.com", "act-courts.com", "testing.org", "myexample.com"]) expect(isReservedHost(host), host).toBe(false);
    const doc = (text: string): SanityDocument => ({ _id: "contactPage", _type: "contactPage", title: "Contact", intro: text });
    const found = (text: string) => contentItems([doc(text)]).map((item) => item.what);
    expect(found("Call 555-0199 or +1 202 555 0100.")).toHaveLength(2);
    expect(found("Call (850) 555-0200 or 555-1234.")).toEqual([]);
    expect(found("Write to team@act-courts.com; see https://act-courts.com/x")).toEqual([]);
    expect(found("Write to ops@mail.example.net")).toEqual([
      'Contact page "Contact": intro has ops@mail.example.net (an address on a domain reserved for examples)',
    ]);
  });

  it("on content and settings made ready for production: nothing", async () => {
    const documents = productionLike();
    expect(contentItems(documents)).toEqual([]);
    // Its own content folder: published documents only, no draft left.
    const ready = { ...productionEnv, CONTENT_DIR: mkdtempSync(path.join(tmpdir(), "act-launch-ready-")) };
    expect(await launchCheck(parseEnv(ready), ready, new EmbeddedSource(documents))).toEqual([]);
    expect(formatLaunchItems([])).toMatch(/^Ready for launch/);
  });

  it("on an empty or cut-short dataset: each document every page needs that is not published is named, and it is not ready", async () => {
    // Its own content folder, without the sample's drafts: only the missing documents are listed.
    const raw = { ...productionEnv, CONTENT_DIR: mkdtempSync(path.join(tmpdir(), "act-launch-empty-")) };
    const env = parseEnv(raw);
    expect(formatLaunchItems(await launchCheck(env, raw, new EmbeddedSource([])))).toMatch(/^Not ready for launch: 9 item/);
    const cut = productionLike().slice(0, 5);
    const items = await launchCheck(env, raw, new EmbeddedSource(cut));
    expect(items.map((item) => item.what)).toContain('Home page is not published: every page of the site needs it, so the site would answer "not found"');
    expect(items.find((item) => item.what.startsWith("Site settings"))?.where).toBe(
      "in the Studio: Site settings (publish it), or import a whole export (npm run content:import)",
    );
  });

  it("npm run launch-check: exits 1 on the sample, listing each item; 0 on content and settings ready for production", () => {
    const run = (env: Record<string, string>) => {
      const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/launch-check.ts"], {
        // Only what the test gives: no setting of the machine running the tests leaks in.
        env: { PATH: process.env.PATH, SANITY_PROJECT_ID: "", ...env },
        encoding: "utf8",
        // A blocking call holds the worker, so the test's own timeout could not end a hung run: this does.
        timeout: 30_000,
      });
      expect(result.error, "npm run launch-check finished").toBeUndefined();
      return result;
    };
    const onSample = run({ CONTENT_DIR: "content" });
    expect(onSample.status).toBe(1);
    expect(onSample.stdout).toMatch(/^Not ready for launch: \d+ item\(s\) still read as sample or unset\./);
    for (const seen of [
      "SITE_URL is http://localhost:3000",
      "SMTP_URL is unset",
      "ENQUIRY_NOTIFY_TO is unset",
      "Lee Sampleford",
      "Names and logos shown are fictional examples",
      "(850) 555-0142",
    ]) {
      expect(onSample.stdout, seen).toContain(seen);
    }
    expect(onSample.stdout).toContain('Change it in the Studio: Testimonial "Lee Sampleford" › Name');

    const dir = mkdtempSync(path.join(tmpdir(), "act-launch-ready-"));
    writeFileSync(
      path.join(dir, "data.ndjson"),
      productionLike()
        .map((doc) => JSON.stringify(doc))
        .join("\n"),
    );
    const ready = run({ CONTENT_DIR: dir, ...productionEnv });
    expect(ready.stdout).toContain("Ready for launch");
    expect(ready.status).toBe(0);
  });
});

describe("the launch check's e-mail addresses", () => {
  const oldPattern = /[A-Za-z0-9._%+-]+@((?:[A-Za-z0-9-]+\.)+[A-Za-z0-9-]+)/g;

  it("finds what the pattern an address is written by finds, in texts of every shape", () => {
    const texts = [
      "Write to help@example.com or sales@act-courts.com.",
      "@b.c@d.e",
      "a@b..c",
      "x@y",
      "info@example.com.",
      "a@b.c@d.e",
      "mail:%+-._@-.-x.y",
      "@@a@b.c",
      "a.b@c-d.e-f.g h@i.j",
    ];
    for (const text of texts) {
      expect(emailsIn(text), text).toEqual([...text.matchAll(oldPattern)].map((match) => ({ address: match[0], domain: match[1] })));
    }
  });

  it("reads a 20 MB field without spaces and still finds the reserved address at its end", () => {
    const field = `${"a".repeat(20_000_000)} write to help@example.com`;
    const items = contentItems([{ _id: "aboutPage", _type: "aboutPage", intro: field }]);
    expect(items.map((item) => item.what)).toEqual([`About page: intro has ${"a".repeat(0)}help@example.com (an address on a domain reserved for examples)`]);
  }, 120_000);
});
