/**
 * The launch check: what still reads as sample, or is unset, for a
 * public site. `npm run launch-check` prints it and fails while anything is
 * listed; the production server logs the same list once at start-up.
 *
 * In the content (published documents only):
 * - each field the sample marked (a document's `sampleValues`,
 *   studio/schemaTypes/objects/sample-value.ts) that still holds the value it was
 *   given: placeholder names, the fictional-logo notice, the sample's addresses;
 * - any e-mail address or link on a domain reserved for examples
 *   (RFC 2606 and RFC 6761: example.com/.net/.org and the .example, .test,
 *   .invalid and .localhost names), and any telephone number in 555-0100 to
 *   555-0199, the range the North American Numbering Plan keeps for fiction.
 * In the settings:
 * - SITE_URL not https, or on localhost or a reserved name;
 * - staff notifications written to files (no SMTP_URL);
 * - the enquiry recipient left at its default, or notifications sent from or
 *   to a reserved address;
 * - secrets each instance generates for itself (FORM_TOKEN_SECRET,
 *   PREVIEW_LINK_SECRET, DOCUMENT_LINK_SECRET) while several instances share a database (DATABASE_URL).
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { missingSingletons } from "~/content/dataset-minimum.server";
import type { SanityDocument } from "~/content/dataset.server";
import studioFields from "~/content/studio-fields.json";
import type { ContentSource } from "~/content/source.server";
import type { Env } from "~/lib/env.server";
import { isLoopbackHost } from "~/lib/hosts";
import type { Logger } from "~/lib/logger.server";

export type LaunchItem = {
  /** What still reads as sample or unset, in plain words. */
  what: string;
  /** Where to change it. */
  where: string;
};

const RESERVED_SECOND_LEVEL = new Set(["example.com", "example.net", "example.org"]);
const RESERVED_TOP_LEVEL = new Set(["example", "test", "invalid", "localhost"]);

/** A host name kept for examples and tests by RFC 2606 / RFC 6761 (or this machine). */
export function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  const labels = name.split(".");
  if (RESERVED_TOP_LEVEL.has(labels.at(-1)!)) return true;
  return RESERVED_SECOND_LEVEL.has(labels.slice(-2).join("."));
}

/** This machine, or every address of it. */
const isLoopback = (host: string) => isLoopbackHost(host) || host === "0.0.0.0";

const LINK = /\b(?:https?:)?\/\/((?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+)/g;
/** 555-0100 to 555-0199 (NANP numbers for fiction), with the area code when there is one. */
const FICTIONAL_PHONE = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])?555[\s.-]01\d{2}\b/g;

/** An e-mail address's `@` and domain: two or more dot-separated labels. */
const EMAIL_DOMAIN = /@((?:[A-Za-z0-9-]+\.)+[A-Za-z0-9-]+)/g;
/** A character of an e-mail address's local part: letters, digits and `._%+-`. */
const isLocalPartChar = (code: number) =>
  (code >= 48 && code <= 57) ||
  (code >= 65 && code <= 90) ||
  (code >= 97 && code <= 122) ||
  code === 46 ||
  code === 95 ||
  code === 37 ||
  code === 43 ||
  code === 45;

/**
 * The e-mail addresses in a text, each as written and with its domain. Found
 * from each `@`: the domain after it, then the local part back to the address
 * before, so each character is looked at a bounded number of times, linear in
 * the text. A pattern starting with the local part tried again from every
 * start in a long run without `@` to the run's end: quadratic, 29 s for a
 * 200 KB field without spaces at every production start.
 */
export function emailsIn(text: string): Array<{ address: string; domain: string }> {
  const found: Array<{ address: string; domain: string }> = [];
  let taken = 0;
  for (const match of text.matchAll(EMAIL_DOMAIN)) {
    const at = match.index;
    let start = at;
    while (start > taken && isLocalPartChar(text.charCodeAt(start - 1))) start -= 1;
    // No local part: the domain's characters may be the next address's local part ("@b.c@d.e" holds b.c@d.e).
    if (start === at) continue;
    taken = at + match[0].length;
    found.push({ address: text.slice(start, taken), domain: match[1]! });
  }
  return found;
}

/** What is reserved or fictional in one text. */
function reservedIn(text: string): string[] {
  const found: string[] = [];
  for (const { address, domain } of emailsIn(text)) if (isReservedHost(domain)) found.push(`${address} (an address on a domain reserved for examples)`);
  for (const match of text.matchAll(LINK)) {
    if (isReservedHost(match[1]!) && !found.some((entry) => entry.includes(`@${match[1]}`)))
      found.push(`${match[0]} (a link to a domain reserved for examples)`);
  }
  for (const match of text.matchAll(FICTIONAL_PHONE)) found.push(`${match[0].trim()} (a telephone number reserved for fiction, 555-0100 to 555-0199)`);
  return found;
}

/** Fields that are Sanity's bookkeeping, never shown. */
const NOT_SHOWN = new Set(["_id", "_type", "_key", "_ref", "_rev", "_createdAt", "_updatedAt", "_originalId", "_sanityAsset", "sampleValues"]);

type Segment = { name: string } | { key: string } | { index: number };

function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[_key\s*==\s*"([^"]*)"\]|\[(\d+)\]/g)) {
    if (match[1] !== undefined) segments.push({ name: match[1] });
    else if (match[2] !== undefined) segments.push({ key: match[2] });
    else segments.push({ index: Number(match[3]) });
  }
  return segments;
}

/** A field as the Studio shows it (app/content/studio-fields.json, written from its schema by npm run content:types). */
type StudioField = { type: string; name?: string; title?: string; hidden?: boolean; fields?: Record<string, StudioField>; of?: StudioField[] };
const STUDIO_FIELDS = studioFields as Record<string, StudioField>;

/** The fields inside `field`: its own, or those of the named type it is. */
const fieldsOf = (field: StudioField | undefined) => field?.fields ?? (field ? STUDIO_FIELDS[field.type]?.fields : undefined);

/** The kind of list entry `item` is: the member of its type, or the list's only kind. */
function memberOf(list: StudioField | undefined, item: unknown): StudioField | undefined {
  const members = list?.of ?? (list ? STUDIO_FIELDS[list.type]?.of : undefined) ?? [];
  const type = (item as { _type?: unknown } | null)?._type;
  return members.find((member) => member.name === type || member.type === type) ?? (members.length === 1 ? members[0] : undefined);
}

/** One step into a field: its title in the Studio (or the words for Portable Text's parts), and whether the Studio hides it. */
function fieldStep(parent: StudioField | undefined, name: string): { field: StudioField | undefined; word: string } {
  const field = fieldsOf(parent)?.[name];
  return { field, word: field?.title ?? FIELD_WORDS[name] ?? name };
}

/** The value at a Sanity path, the path in the Studio's words (list entries by their position), and whether the Studio hides a field on it. */
function readPath(doc: SanityDocument, path: string): { value: unknown; words: string[]; hidden: boolean } {
  let value: unknown = doc;
  let field: StudioField | undefined = STUDIO_FIELDS[doc._type];
  let hidden = false;
  const words: string[] = [];
  for (const segment of parsePath(path)) {
    if ("name" in segment) {
      value = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>)[segment.name] : undefined;
      const step = fieldStep(field, segment.name);
      field = step.field;
      hidden ||= field?.hidden === true;
      words.push(step.word);
      continue;
    }
    const list = Array.isArray(value) ? value : [];
    const index = "key" in segment ? list.findIndex((item) => (item as { _key?: unknown } | null)?._key === segment.key) : segment.index;
    value = index >= 0 ? list[index] : undefined;
    field = memberOf(field, value);
    words.push(`entry ${index + 1}`);
  }
  return { value, words, hidden };
}

/** A document type as the Studio names it (its title), else its name in words ("paracelsusPage" → "Paracelsus page"). */
function typeInWords(type: string): string {
  const title = STUDIO_FIELDS[type]?.title;
  if (title) return title;
  const words = type.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function documentInWords(doc: SanityDocument): string {
  const title = [doc.title, doc.Title, doc.name].find((value): value is string => typeof value === "string" && value.trim() !== "");
  const type = typeInWords(doc._type);
  return title && title !== type ? `${type} "${title}"` : type;
}

const quoted = (value: string) => `"${value.length > 160 ? `${value.slice(0, 157)}...` : value}"`;

/** Portable text's parts as an editor knows them. */
const FIELD_WORDS: Record<string, string> = { markDefs: "links", href: "address", children: "text" };

/**
 * Whether a marked field still holds what the sample put there: the same text, or for a picture
 * (marked with its file's SHA-1) the same file, as the embedded dataset names it (`_sanityAsset`)
 * or as Sanity does once imported (`asset._ref`, `image-<sha1>-<size>-<ext>`).
 */
function stillSample(value: unknown, sample: string): boolean {
  if (typeof value === "string") return value === sample;
  if (!value || typeof value !== "object" || !/^[0-9a-f]{40}$/.test(sample)) return false;
  const picture = value as { _sanityAsset?: unknown; asset?: { _ref?: unknown } };
  return [picture._sanityAsset, picture.asset?._ref].some((name) => typeof name === "string" && name.includes(sample));
}

/** What still reads as sample in the published documents. */
export function contentItems(documents: SanityDocument[]): LaunchItem[] {
  const items: LaunchItem[] = [];
  for (const doc of documents) {
    const where = (words: string[]) => `in the Studio: ${documentInWords(doc)} › ${words.join(" › ")}`;
    const reported = new Set<string>();
    const marks = Array.isArray(doc.sampleValues) ? (doc.sampleValues as Array<{ path?: unknown; value?: unknown }>) : [];
    for (const mark of marks) {
      if (typeof mark.path !== "string" || typeof mark.value !== "string") continue;
      const { value, words, hidden } = readPath(doc, mark.path);
      if (hidden || !stillSample(value, mark.value)) continue;
      reported.add(words.join(" › "));
      const what = typeof value === "string" ? `is still the sample's ${quoted(mark.value)}` : "is still the sample's picture";
      items.push({ what: `${documentInWords(doc)}: ${words.join(" › ")} ${what}`, where: where(words) });
    }
    const visit = (value: unknown, words: string[], field: StudioField | undefined) => {
      // A field the Studio hides is no editor's to change, nor shown on the site.
      if (field?.hidden) return;
      if (typeof value === "string") {
        if (reported.has(words.join(" › "))) return;
        for (const found of reservedIn(value)) items.push({ what: `${documentInWords(doc)}: ${words.join(" › ")} has ${found}`, where: where(words) });
      } else if (Array.isArray(value)) {
        for (const [index, item] of value.entries()) visit(item, [...words, `entry ${index + 1}`], memberOf(field, item));
      } else if (value && typeof value === "object") {
        for (const [key, inner] of Object.entries(value)) {
          if (NOT_SHOWN.has(key)) continue;
          const step = fieldStep(field, key);
          visit(inner, [...words, step.word], step.field);
        }
      }
    };
    visit(doc, [], STUDIO_FIELDS[doc._type]);
  }
  return items;
}

/**
 * The same, a document at a time with a turn of the event loop between: at a
 * production start the check runs while the server already answers, and no
 * content can hold the first answer back.
 */
async function contentItemsBetweenRequests(documents: SanityDocument[]): Promise<LaunchItem[]> {
  const items: LaunchItem[] = [];
  for (const doc of documents) {
    await nextTurn();
    items.push(...contentItems([doc]));
  }
  return items;
}

/**
 * A document every page needs (the settings, a fixed page's: the page tree's
 * singletons) that is not published: the site would answer 404 for its pages.
 */
export function datasetItems(documents: SanityDocument[]): LaunchItem[] {
  return missingSingletons(documents).map((type) => ({
    what: `${typeInWords(type)} is not published: every page of the site needs it, so the site would answer "not found"`,
    where: `in the Studio: ${typeInWords(type)} (publish it), or import a whole export (npm run content:import)`,
  }));
}

const SETTING = (name: string) => `the site's environment: ${name} (the systemd unit's environment file or the container's settings; docs/operations.md)`;

/** What is unset or still the default among the settings. `raw` is the environment as given, to tell an unset value from its default. */
export function settingItems(env: Env, raw: NodeJS.ProcessEnv): LaunchItem[] {
  const items: LaunchItem[] = [];
  const given = (name: string) => (raw[name] ?? "").trim() !== "";
  const site = new URL(env.SITE_URL);
  if (site.protocol !== "https:") {
    items.push({ what: `SITE_URL is ${env.SITE_URL}, not an https:// address: canonical links, the sitemap and the feed name it`, where: SETTING("SITE_URL") });
  } else if (isLoopback(site.hostname) || isReservedHost(site.hostname)) {
    items.push({
      what: `SITE_URL is ${env.SITE_URL}, not the site's public address: canonical links, the sitemap and the feed name it`,
      where: SETTING("SITE_URL"),
    });
  }
  if (!env.SMTP_URL) {
    items.push({ what: "Staff notifications of enquiries are written as files under DATA_DIR/mail, not sent: SMTP_URL is unset", where: SETTING("SMTP_URL") });
  }
  if (!given("ENQUIRY_NOTIFY_TO")) {
    items.push({
      what: `Enquiry notifications go to the default recipient, ${env.ENQUIRY_NOTIFY_TO}: ENQUIRY_NOTIFY_TO is unset`,
      where: SETTING("ENQUIRY_NOTIFY_TO"),
    });
  } else if (isReservedHost(env.ENQUIRY_NOTIFY_TO.split("@")[1]!)) {
    items.push({
      what: `Enquiry notifications go to ${env.ENQUIRY_NOTIFY_TO}, an address on a domain reserved for examples`,
      where: SETTING("ENQUIRY_NOTIFY_TO"),
    });
  }
  if (isReservedHost(env.MAIL_FROM.split("@")[1]!)) {
    items.push({
      what: `Notifications are sent from ${env.MAIL_FROM}, an address on a domain reserved for examples${given("MAIL_FROM") ? "" : " (the default)"}`,
      where: SETTING("MAIL_FROM"),
    });
  }
  if (env.DATABASE_URL) {
    const shared = [
      ["FORM_TOKEN_SECRET", "a contact form served by one instance is taken as suspect by another"],
      ["PREVIEW_LINK_SECRET", "a preview link or cookie signed by one instance is refused by another"],
      ["DOCUMENT_LINK_SECRET", "a document's link given by one instance is refused by another"],
    ] as const;
    for (const [name, effect] of shared) {
      if (!env[name]) {
        items.push({
          what: `${name} is unset while instances share a database (DATABASE_URL): each instance generates its own, so ${effect}`,
          where: SETTING(name),
        });
      }
    }
  }
  return items;
}

/**
 * Drafts the sample left (a draft carrying the sample's marks): unpublished changes an editor
 * would publish by mistake, or that preview shows. Read where the site holds drafts itself (the
 * embedded dataset's drafts perspective; Sanity's public reads have none).
 */
export function sampleDraftItems(drafts: SanityDocument[]): LaunchItem[] {
  return drafts
    .filter((draft) => Array.isArray(draft.sampleValues) && draft.sampleValues.length > 0)
    .map((draft) => ({
      what: `${documentInWords(draft)} has unpublished changes the sample left (a draft)`,
      where: `in the Studio: ${documentInWords(draft)} › Discard changes (or Publish, once it is yours)`,
    }));
}

const isWildcard = (host: string) => host === "0.0.0.0" || host === "::";

/**
 * The production settings the site needs beyond mail: in Sanity mode, the publish webhook's
 * secret, the viewer token and the Studio's address; behind a proxy (an https SITE_URL, which the
 * site itself never serves), TRUST_PROXY, and HOST kept off the public interfaces once it is set.
 */
export function productionSettingItems(env: Env): LaunchItem[] {
  const items: LaunchItem[] = [];
  if (env.SANITY_PROJECT_ID) {
    if (!env.SANITY_WEBHOOK_SECRET)
      items.push({
        what: `SANITY_WEBHOOK_SECRET is unset: a publish shows only after CONTENT_CACHE_TTL_SECONDS (${env.CONTENT_CACHE_TTL_SECONDS} s), and the webhook address answers 404`,
        where: SETTING("SANITY_WEBHOOK_SECRET"),
      });
    if (!env.SANITY_VIEWER_TOKEN)
      items.push({ what: "SANITY_VIEWER_TOKEN is unset: editors cannot preview drafts from the Studio", where: SETTING("SANITY_VIEWER_TOKEN") });
    if (!env.SANITY_STUDIO_URL)
      items.push({ what: "SANITY_STUDIO_URL is unset: the Studio's Presentation tool cannot show the site's pages", where: SETTING("SANITY_STUDIO_URL") });
  }
  if (new URL(env.SITE_URL).protocol === "https:" && env.TRUST_PROXY === 0) {
    items.push({
      what: "TRUST_PROXY is false while a proxy serves https in front: every visitor counts as the proxy's address, so one client's enquiry limit stops everyone",
      where: SETTING("TRUST_PROXY"),
    });
  }
  if (env.TRUST_PROXY > 0 && isWildcard(env.HOST)) {
    items.push({
      what: `HOST is ${env.HOST} while TRUST_PROXY is set: anyone reaching the port directly can forge X-Forwarded-For; listen on 127.0.0.1 or the address the proxy reaches`,
      where: SETTING("HOST"),
    });
  }
  return items;
}

/** The published documents the check reads, from the site's own content source (asset documents left out). */
export const LAUNCH_CHECK_QUERY = /* groq */ `*[!(_id in path("drafts.**")) && !string::startsWith(_type, "sanity.")]`;

/** The drafts a source in the drafts perspective holds: each keeps its own id in `_originalId`. */
export const DRAFTS_QUERY = /* groq */ `*[_originalId in path("drafts.**")]`;

type LaunchCheckOptions = {
  /** At a production start: a document at a time between requests (contentItemsBetweenRequests). */
  betweenRequests?: boolean;
  /** The embedded dataset seen with its drafts (the preview's source), already loaded: the drafts the sample left are read from it. */
  drafts?: ContentSource | undefined;
};

export async function launchCheck(
  env: Env,
  raw: NodeJS.ProcessEnv,
  source: ContentSource,
  { betweenRequests = false, drafts }: LaunchCheckOptions = {},
): Promise<LaunchItem[]> {
  const documents = await source.fetch<SanityDocument[]>(LAUNCH_CHECK_QUERY, {});
  const content = betweenRequests ? await contentItemsBetweenRequests(documents) : contentItems(documents);
  const draftDocuments = drafts ? await drafts.fetch<SanityDocument[]>(DRAFTS_QUERY, {}) : [];
  return [...settingItems(env, raw), ...productionSettingItems(env), ...datasetItems(documents), ...content, ...sampleDraftItems(draftDocuments)];
}

/**
 * At a production start: one line with how many items the check lists (a warning while there are
 * any), so the start stays a handful of lines; each item is logged at debug level, and
 * `npm run launch-check` prints the list with where to change each.
 */
export async function logLaunchCheck(env: Env, raw: NodeJS.ProcessEnv, source: ContentSource, log: Logger, drafts?: ContentSource): Promise<void> {
  try {
    const items = await launchCheck(env, raw, source, { betweenRequests: true, drafts });
    for (const item of items) log.debug({ launchCheck: { what: item.what, where: item.where } }, `not ready for launch: ${item.what}`);
    if (items.length === 0) log.info({ launchCheck: { count: 0 } }, "launch check: ready (nothing reads as sample or unset)");
    else
      log.warn(
        { launchCheck: { count: items.length } },
        `launch check: ${items.length} item(s) still read as sample or unset; npm run launch-check lists them`,
      );
  } catch (error) {
    log.warn({ err: error }, "the launch check could not read the content (npm run launch-check)");
  }
}

/** The list as `npm run launch-check` prints it. */
export function formatLaunchItems(items: LaunchItem[]): string {
  if (items.length === 0) return "Ready for launch: nothing reads as sample, and every production setting the check knows is set.";
  const lines = items.map(
    (item, index) => `${String(index + 1).padStart(3)}. ${item.what}\n     Change it ${item.where.startsWith("in ") ? item.where : `in ${item.where}`}`,
  );
  return `Not ready for launch: ${items.length} item(s) still read as sample or unset.\n\n${lines.join("\n")}\n\nThe road to launch: docs/going-live.md.`;
}
