/**
 * The enquiry service: checks, limits, stores, and hands notifications to the
 * outbox. The API and the contact page's action both go through it.
 */
import { createHmac } from "node:crypto";
import path from "node:path";
import type { EnquiryStatus, OutboxChannel } from "~/enquiries/db/schema";
import { openDatabase, type DatabaseHandle } from "~/enquiries/db/database.server";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { clientKey } from "~/lib/client-key.server";
import { createFormTokens, formTokenSecret, type TokenVerdict } from "./form-token.server";
import { startDigestScheduler } from "./digest.server";
import { watchOutboxBacklog } from "./outbox-backlog.server";
import { createOutboxWorker, type DeliveryObserver, type OutboxWorker } from "./outbox.server";
import { createRateLimiter } from "./rate-limit.server";
import { documentRequestEnquiry, type RequestedDocument } from "./fields";
import { parseDocumentRequest, parseEnquiry, type Enquiry } from "./schema";
import { sitePath } from "./source";
import type { EnquiryService, SubmissionMeta, SubmitOutcome } from "./service";
import { isFormTokenUsed, pruneUsedFormTokens, storeEnquiry } from "./store.server";
import { createMailer, createWebhook, type Mailer } from "./transports.server";

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** What a visitor is told to wait when the database cannot take the enquiry. */
const UNAVAILABLE_RETRY_SECONDS = 30;
/** How often an instance forgets used form tokens that are past their maximum age anyway. */
const PRUNE_EVERY_MS = 10 * MINUTE_MS;

/** Told what happens to enquiries and their notifications, for the metrics. */
export type EnquiryObserver = DeliveryObserver & {
  stored(verdict: EnquiryStatus): void;
  /** A submission refused by the enquiry limits (per client or site-wide). */
  refused(): void;
};

export type EnquirySystem = {
  service: EnquiryService;
  database: DatabaseHandle;
  worker: OutboxWorker;
  /** Stops the worker between deliveries, then closes the database and the mailer. */
  close(): Promise<void>;
};

export async function startEnquirySystem(env: Env, log: Logger, observe?: EnquiryObserver): Promise<EnquirySystem> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    to: env.ENQUIRY_NOTIFY_TO,
    mailDir: path.resolve(env.DATA_DIR, "mail"),
  });
  const webhook =
    env.ENQUIRY_WEBHOOK_URL && env.ENQUIRY_WEBHOOK_SECRET ? createWebhook({ url: env.ENQUIRY_WEBHOOK_URL, secret: env.ENQUIRY_WEBHOOK_SECRET }) : undefined;
  const worker = createOutboxWorker({
    db: database.db,
    mailer,
    webhook,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
    timeZone: env.BUSINESS_TIME_ZONE,
    log,
    observe,
  });
  const service = await createEnquiryService({ env, database, worker, channels: notificationChannels(env), log, observe });
  worker.start();
  const backlogWatch = watchOutboxBacklog({ db: database.db, alertAfterMs: env.OUTBOX_ALERT_AFTER_SECONDS * 1000, log });
  const digests = startDigestScheduler({ db: database.db, wake: () => worker.wake(), log });
  log.info({ database: database.kind, mail: env.SMTP_URL ? "smtp" : "files", webhook: Boolean(webhook) }, "enquiries ready");
  return {
    service,
    database,
    worker,
    async close() {
      backlogWatch.stop();
      await digests.stop();
      await worker.stop();
      closeQuietly(mailer);
      await database.close();
    },
  };
}

/** Where each enquiry's notification goes: e-mail, and the webhook when it is configured. */
export function notificationChannels(env: Pick<Env, "ENQUIRY_WEBHOOK_URL" | "ENQUIRY_WEBHOOK_SECRET">): OutboxChannel[] {
  return env.ENQUIRY_WEBHOOK_URL && env.ENQUIRY_WEBHOOK_SECRET ? ["email", "webhook"] : ["email"];
}

function closeQuietly(mailer: Mailer) {
  try {
    mailer.close();
  } catch {
    // Nothing to release.
  }
}

export async function createEnquiryService(options: {
  env: Env;
  database: DatabaseHandle;
  worker: Pick<OutboxWorker, "wake">;
  channels: OutboxChannel[];
  log: Logger;
  observe?: EnquiryObserver | undefined;
}): Promise<EnquiryService> {
  const { env, database, worker } = options;
  const secret = formTokenSecret(env.FORM_TOKEN_SECRET, env.DATA_DIR);
  const maxAgeMs = env.FORM_TOKEN_MAX_AGE_HOURS * HOUR_MS;
  const tokens = createFormTokens(secret, { minFillSeconds: env.ENQUIRY_MIN_FILL_SECONDS, maxAgeSeconds: maxAgeMs / 1000 });
  const limiter = await createRateLimiter(
    {
      perClient: env.ENQUIRY_RATE_LIMIT_PER_IP,
      perClientWindowMs: HOUR_MS,
      global: env.ENQUIRY_RATE_LIMIT_GLOBAL,
      globalWindowMs: MINUTE_MS,
    },
    // Shared by every instance on one PostgreSQL; in this process with SQLite.
    database.pool ? { kind: "postgres", pool: database.pool } : { kind: "memory" },
    options.log,
  );
  // Addresses are kept only as a keyed hash of the client (an IPv6 client is its /64), in the limits' counters too:
  // enough to see a flood from one source.
  const clientHash = (ip: string) =>
    createHmac("sha256", secret)
      .update(`client:${clientKey(ip)}`)
      .digest("hex")
      .slice(0, 32);

  let lastPrune = 0;
  const pruneNowAndThen = () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    // A minute's margin for clocks that differ between instances.
    const before = new Date(Date.now() - maxAgeMs - MINUTE_MS).toISOString();
    pruneUsedFormTokens(database.db, before).catch((error: unknown) => options.log.warn({ err: error }, "could not forget old form tokens; will try again"));
  };

  /** Whether a well-signed token already served an enquiry: such a submission must not count against the site's budget. */
  const alreadyUsed = async (key: string | undefined) => {
    if (key === undefined) return false;
    try {
      return await isFormTokenUsed(database.db, key);
    } catch {
      // The database is unreachable: storing will say so; the enquiry's own transaction decides reuse.
      return false;
    }
  };

  const service: EnquiryService = {
    issueFormToken: () => tokens.issue(),

    async submit(raw: unknown, meta: SubmissionMeta): Promise<SubmitOutcome> {
      const parsed = parseEnquiry(raw);
      if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
      const enquiry = parsed.enquiry.source.page
        ? parsed.enquiry
        : { ...parsed.enquiry, source: { ...parsed.enquiry.source, page: sitePath(meta.page ?? "") } };
      return accept(enquiry, meta);
    },

    async requestDocument(raw: unknown, document: RequestedDocument, meta: SubmissionMeta): Promise<SubmitOutcome> {
      const parsed = parseDocumentRequest(raw);
      if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
      return accept(documentRequestEnquiry(parsed.request, document), meta);
    },
  };

  return service;

  /** A valid enquiry, from either form: its token judged, the limits taken, stored with its notifications. */
  async function accept(enquiry: Enquiry, meta: SubmissionMeta): Promise<SubmitOutcome> {
    const log = meta.requestId ? options.log.child({ requestId: meta.requestId }) : options.log;
    // Spam and suspect submissions are answered like a success, so bots learn nothing; they are kept, marked, and
    // page no one. A token serves one enquiry, so it is marked used only when its enquiry is stored: a visitor
    // refused (400, 429, 503) sends the same form again.
    const checked = tokens.check(meta.formToken);
    const tokenKey = meta.formToken && (checked === "ok" || checked === "too-fast") ? tokens.usedKey(meta.formToken) : undefined;
    const token: TokenVerdict = checked === "ok" && !meta.honeypot && (await alreadyUsed(tokenKey)) ? "reused" : checked;
    const status = meta.honeypot ? "spam" : token === "ok" ? "new" : "suspect";
    const client = clientHash(meta.ip);

    const limit = await limiter.take(client, { siteWide: status === "new" });
    if (!limit.allowed) {
      options.observe?.refused();
      log.warn({ via: meta.via, limit: limit.limit, retryAfter: limit.retryAfterSeconds }, "enquiry rate-limited");
      return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
    }

    try {
      const stored = await storeEnquiry(database.db, {
        enquiry,
        status,
        via: meta.via,
        clientHash: client,
        channels: options.channels,
        formTokenKey: tokenKey,
      });
      // Another submission with the same token was stored between the check above and this one.
      if (stored.tokenReused && status === "new") await limiter.refundSiteWide();
      log.info({ enquiryId: stored.id, via: meta.via, status: stored.status, token: stored.tokenReused ? "reused" : token }, "enquiry stored");
      options.observe?.stored(stored.status);
      if (stored.status === "new") worker.wake();
      pruneNowAndThen();
      return { kind: "accepted", id: stored.id };
    } catch (error) {
      log.error({ err: error, via: meta.via }, "enquiry could not be stored");
      return { kind: "unavailable", retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS };
    }
  }
}
