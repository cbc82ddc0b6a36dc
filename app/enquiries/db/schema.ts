/**
 * The tables, as Kysely sees them. Times are ISO-8601 UTC strings in both
 * databases: they sort and compare as text, so one query serves both.
 */
import type { Generated } from "kysely";

export type EnquiryStatus = "new" | "spam" | "suspect";

export type EnquiriesTable = {
  id: string;
  created_at: string;
  /** new: notified to staff; spam: the honeypot was filled; suspect: no valid form token, one used before or too old, or sent too fast. */
  status: EnquiryStatus;
  via: "api" | "form";
  first_name: string;
  last_name: string;
  email: string;
  /** Comma-separated product keys, for listing without parsing the payload. */
  products: string;
  /** The whole validated enquiry as JSON. */
  payload: string;
  /** A keyed hash of the client address: enough to spot a flood, not to identify anyone. */
  client_hash: string;
  /**
   * Where it came from (app/enquiries/source.ts), copied from the payload for listing by page or campaign: the page of
   * the site that led to the form, the other site's origin, the campaign's utm_source, utm_medium and utm_campaign.
   * Null for an enquiry stored before they were recorded; "" when there was none.
   */
  source_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** When staff released a suspect or spam enquiry (`npm run enquiries -- release`): its notifications were queued then. */
  released_at: string | null;
};

export type OutboxChannel = "email" | "webhook" | "digest";

export type OutboxTable = {
  id: string;
  /** What the row delivers: an enquiry's notification (email, webhook), or a staff digest (digest). */
  enquiry_id: string | null;
  digest_seq: number | null;
  channel: OutboxChannel;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker's claim: others leave the row alone until this passes (a crashed worker's claim expires). */
  locked_until: string | null;
  delivered_at: string | null;
  last_error: string | null;
};

/** A staff digest: the enquiries kept as suspect or spam created in (covers_from, covers_until]. */
export type DigestsTable = {
  seq: number;
  created_at: string;
  covers_from: string;
  covers_until: string;
};

/** Form tokens that have served an enquiry; rows older than the tokens' maximum age are pruned. */
export type UsedFormTokensTable = {
  /** A keyed hash of the token. */
  key: string;
  used_at: string;
};

export type Database = {
  enquiries: EnquiriesTable;
  used_form_tokens: UsedFormTokensTable;
  outbox: OutboxTable;
  digests: DigestsTable;
};
