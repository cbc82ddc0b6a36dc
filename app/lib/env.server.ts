import { z } from "zod";
import { isLoopbackHost } from "~/lib/hosts";
import { LOG_LEVELS } from "~/lib/logger.server";
import { canonicalTimeZone, DEFAULT_BUSINESS_TIME_ZONE } from "~/lib/staff-time";

/**
 * Every setting the server reads, parsed once. A bad value stops the server at
 * start-up with a message naming the variable, instead of failing on a request.
 */
// An empty value never reaches the schema: parseEnv reads it as unset (unsetWhenEmpty below).
const optionalString = z.string().trim().optional();

const booleanFlag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === "true" || value === "1"));

/** Where Sanity serves a project's images and files. */
const SANITY_CDN = "https://cdn.sanity.io";

/** The origin `value` names: https anywhere, http only on loopback (the tests' stand-in); undefined for anything else. */
function cdnOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  const secure = url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
  const bare = !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash;
  return secure && bare ? url.origin : undefined;
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  DATA_DIR: z.string().default("./data"),
  CONTENT_DIR: z.string().default("./content"),
  SANITY_PROJECT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be a Sanity project id (lower-case letters, digits, dashes)")
      .optional(),
  ),
  SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9_-]+$/, "must be a Sanity dataset name")
    .default("production"),
  SANITY_USE_CDN: booleanFlag(true),
  /** Only for tests and proxies: where the Sanity HTTP API is reached. */
  SANITY_API_HOST: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * Sanity's asset CDN: content images and documents' files in Sanity mode. One origin (no path), https, or http on
   * this machine's loopback for the tests' stand-in; the pages' URLs and the CSP's image origins are made from it.
   */
  SANITY_CDN_URL: z
    .string()
    .trim()
    .default(SANITY_CDN)
    .transform((value, ctx) => {
      const origin = cdnOrigin(value);
      if (origin) return origin;
      ctx.addIssue({ code: "custom", message: "must be an https:// origin like https://cdn.sanity.io (http:// only on loopback), with no path" });
      return z.NEVER;
    }),
  SANITY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // Draft preview, visual editing and the publish webhook (decision 014).
  /** A Sanity token with the Viewer role: reads drafts and checks the Presentation tool's preview secret. Server only. */
  SANITY_VIEWER_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.-]{20,}$/, "must be a Sanity API token")
      .optional(),
  ),
  /** The secret of the GROQ-powered webhook that tells the site a document was published. */
  SANITY_WEBHOOK_SECRET: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  /** The Studio's origin: allowed to frame preview pages, and where visual editing sends editors. */
  SANITY_STUDIO_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Signs embedded-mode preview links (npm run preview-link) and the preview cookie; generated and kept under DATA_DIR when unset. */
  PREVIEW_LINK_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** The longest a preview link works: a leaked link is revoked only by rotating PREVIEW_LINK_SECRET. */
  PREVIEW_LINK_MAX_HOURS: z.coerce
    .number({ error: "must be a number of hours" })
    .int("must be a whole number of hours")
    .min(1, "must be at least 1 hour")
    .max(24 * 7, "must be at most a week (168 hours)")
    .default(24),
  /** Memory for pages built once (HTML, Brotli and gzip bodies); 0 turns the render cache off. */
  RENDER_CACHE_MAX_BYTES: z.coerce
    .number({ error: "must be a number of bytes (0 turns the render cache off)" })
    .int("must be a whole number of bytes")
    .min(0, "must be 0 (off) or more")
    .max(4 * 1024 ** 3, "must be at most 4 GiB")
    .default(64 * 1024 * 1024),
  /** Disk for content image variants made in embedded mode (DATA_DIR/image-cache); least recently used deleted first; 0 keeps none. */
  IMAGE_CACHE_MAX_BYTES: z.coerce
    .number({ error: "must be a number of bytes (0 keeps no image variants on disk)" })
    .int("must be a whole number of bytes")
    .min(0, "must be 0 (keep none) or more")
    .max(1024 ** 4, "must be at most 1 TiB")
    .default(256 * 1024 * 1024),
  /** What the process's logger writes (the composition root builds it from this). */
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),

  /** A third-party support-desk widget behind the Need Help control, loaded on first use; both or neither. */
  HELP_WIDGET_SCRIPT_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  HELP_WIDGET_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.:-]{1,128}$/, "must be the provider's widget id")
      .optional(),
  ),

  // /.well-known/security.txt (RFC 9116): where security researchers report; the help desk when unset.
  SECURITY_CONTACT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+|tel:\+?[\d-]+)$/, "must be a mailto:, https:// or tel: URI")
      .optional(),
  ),
  /** Languages the security team reads, comma-separated language tags. */
  SECURITY_LANGUAGES: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*(\s*,\s*[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*)*$/, "must be language tags separated by commas, like en, es")
    .default("en"),
  /** security.txt's Expires: this many days after each request, so it is never in the past (RFC 9116 advises under a year). */
  SECURITY_EXPIRES_DAYS: z.coerce.number().int().min(1).max(365).default(180),

  // Enquiries: storage, notification, spam protection.
  /** PostgreSQL instead of the default SQLite file under DATA_DIR. */
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional()),
  /** Staff notifications over SMTP (smtp:// or smtps://); without it they are written as .eml files. */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  MAIL_FROM: z.email().default("website@example.com"),
  /** Who receives the notifications; the example address helpdesk@example.com when unset (the launch check flags it). */
  // An operator setting, not content: an editor changing the public help-desk address must not move where enquiries go (decision 022).
  ENQUIRY_NOTIFY_TO: optionalString.pipe(z.email().optional()).transform((value) => value ?? "helpdesk@example.com"),
  ENQUIRY_WEBHOOK_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ENQUIRY_WEBHOOK_SECRET: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  /** Signs the contact page's form token; generated and kept under DATA_DIR when unset. */
  FORM_TOKEN_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  ENQUIRY_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  /** Signs the links that give a document behind the short form; generated and kept under DATA_DIR when unset. */
  DOCUMENT_LINK_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** How long such a link gives the file. A day: the buyer opens it from the page now, or from a forwarded note that afternoon; a link passed on later asks again. */
  DOCUMENT_LINK_HOURS: z.coerce
    .number({ error: "must be a number of hours" })
    .int("must be a whole number of hours")
    .min(1, "must be at least 1 hour")
    .max(720, "must be at most 720 hours (30 days)")
    .default(24),
  /** A form token older than this makes its enquiry suspect. A day: long enough for a visitor who leaves the page open through a working day, short enough that a stockpile of harvested tokens goes stale. */
  FORM_TOKEN_MAX_AGE_HOURS: z.coerce
    .number({ error: "must be a number of hours" })
    .int("must be a whole number of hours")
    .min(1, "must be at least 1 hour")
    .max(720, "must be at most 720 hours (30 days)")
    .default(24),
  /** Enquiries one client address may send per hour. */
  ENQUIRY_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  /** Enquiries the whole site accepts per minute. */
  ENQUIRY_RATE_LIMIT_GLOBAL: z.coerce.number().int().min(1).default(60),
  /** The zone staff e-mails and the enquiries tool give times in (an IANA name); the support hours are Eastern Time. */
  BUSINESS_TIME_ZONE: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      const zone = canonicalTimeZone(value || DEFAULT_BUSINESS_TIME_ZONE);
      if (zone) return zone;
      ctx.addIssue({ code: "custom", message: "must be an IANA time zone name, like America/New_York" });
      return z.NEVER;
    }),
  /** First retry delay of a failed notification; doubles on each attempt, up to an hour. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  /** How long a worker's claim on a notification lasts; after a crash, others retry it once this passes. Longer than any delivery. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /** Undelivered notifications older than this are reported: an error log line, once per this interval, until they go. */
  OUTBOX_ALERT_AFTER_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1 second")
    .max(86_400, "must be at most a day (86400)")
    .default(900),
  /** Prometheus metrics on this port (on HOST), never on PORT; off when unset. */
  METRICS_PORT: optionalString.pipe(
    z.coerce
      .number<string>({ error: "must be a port number" })
      .int("must be a port number")
      .min(1, "must be a port from 1 to 65535")
      .max(65535, "must be a port from 1 to 65535")
      .optional(),
  ),
  // The edge (decision 023): what public answers tell a CDN, and how a change purges it.
  /** The response header naming the content a public answer was built from: Surrogate-Key (Fastly, Varnish) or Cache-Tag (Cloudflare). */
  SURROGATE_KEY_HEADER: z
    .enum(["Surrogate-Key", "Cache-Tag"], { error: 'must be "Surrogate-Key" (Fastly, Varnish) or "Cache-Tag" (Cloudflare)' })
    .default("Surrogate-Key"),
  /** How long a CDN may keep a page (CDN-Cache-Control, Surrogate-Control); 0 leaves pages at their Cache-Control (a minute). Above a minute it needs PURGE_PROVIDER. */
  EDGE_TTL_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(0, "must be 0 (off) or more")
    .max(31_536_000, "must be at most a year (31536000)")
    .default(0),
  /** Who is told to purge the keys a content change touched: varnish (xkey), fastly or cloudflare; none when unset. */
  PURGE_PROVIDER: optionalString.pipe(z.enum(["varnish", "fastly", "cloudflare"], { error: "must be varnish, fastly or cloudflare" }).optional()),
  /** Varnish servers to purge, comma-separated http(s) URLs (each gets a PURGE with the keys in an xkey-purge header). */
  PURGE_VARNISH_URLS: optionalString.pipe(
    z
      .string()
      .transform((value, ctx) => {
        const urls = value
          .split(",")
          .map((url) => url.trim())
          .filter(Boolean);
        if (urls.every((url) => z.url({ protocol: /^https?$/ }).safeParse(url).success)) return urls;
        ctx.addIssue({ code: "custom", message: "must be http(s) URLs separated by commas, like http://10.0.0.5:6081" });
        return z.NEVER;
      })
      .optional(),
  ),
  /** The secret every PURGE carries in X-Purge-Token; the Varnish recipe purges only with it (and from the purgers ACL). */
  PURGE_VARNISH_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.~-]{32,}$/, "must be at least 32 letters, digits or . _ ~ - (openssl rand -hex 32)")
      .optional(),
  ),
  FASTLY_SERVICE_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{10,40}$/, "must be a Fastly service id")
      .optional(),
  ),
  FASTLY_API_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.-]{16,}$/, "must be a Fastly API token")
      .optional(),
  ),
  /** Only for tests: where Fastly's API is reached. */
  FASTLY_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.fastly.com"),
  CLOUDFLARE_ZONE_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[a-f0-9]{32}$/, "must be a Cloudflare zone id (32 hexadecimal characters)")
      .optional(),
  ),
  CLOUDFLARE_API_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.-]{20,}$/, "must be a Cloudflare API token")
      .optional(),
  ),
  /** tags (Cache-Tag; Enterprise, or any plan since 2025) or urls (every page URL this instance answered with a touched key). */
  CLOUDFLARE_PURGE_BY: z.enum(["tags", "urls"], { error: "must be tags or urls" }).default("tags"),
  /** Only for tests: where Cloudflare's API is reached. */
  CLOUDFLARE_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.cloudflare.com"),
  /** First retry delay of a failed purge; doubles on each of 6 attempts, then the failure is reported. */
  PURGE_RETRY_BASE_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /** Proxies in front of the site: "false" (none, the default), "true" (one) or a count. X-Forwarded-For is read only then. */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d{1,2})$/, 'must be "true", "false" or a number of proxies')
    .optional()
    .transform((value) => (value === undefined || value === "false" ? 0 : value === "true" ? 1 : Number(value))),
});

export type Env = z.infer<typeof EnvSchema>;

/** Every setting's name, for the lists operators read (.env.example, docs/operations.md), which a test holds to it. */
export const SETTING_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

/** What `name` is when left unset (undefined when it has no default): the default a list of settings documents. */
export function defaultOf(name: string): unknown {
  return EnvSchema.shape[name as keyof typeof EnvSchema.shape].parse(undefined);
}

/** Whether `value` means for `name` what leaving it unset means, read as parseEnv reads it. */
export function isDefaultValue(name: string, value: string): boolean {
  const given = EnvSchema.shape[name as keyof typeof EnvSchema.shape].safeParse(unsetWhenEmpty({ [name]: value })[name]);
  return given.success && JSON.stringify(given.data) === JSON.stringify(defaultOf(name));
}

function checkCombinations(env: Env): string[] {
  const problems: string[] = [];
  if (Boolean(env.HELP_WIDGET_SCRIPT_URL) !== Boolean(env.HELP_WIDGET_ID)) {
    problems.push("  HELP_WIDGET_SCRIPT_URL, HELP_WIDGET_ID: set both to use a support-desk widget, or neither");
  }
  if (env.ENQUIRY_WEBHOOK_URL && !env.ENQUIRY_WEBHOOK_SECRET) {
    problems.push("  ENQUIRY_WEBHOOK_SECRET: required when ENQUIRY_WEBHOOK_URL is set (the webhook is signed with it)");
  }
  problems.push(...checkEdge(env));
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    problems.push("  METRICS_PORT: must differ from PORT (metrics are never served on the public port)");
  }
  return problems;
}

/** The edge settings that only make sense together. */
function checkEdge(env: Env): string[] {
  const problems: string[] = [];
  if (env.EDGE_TTL_SECONDS > 60 && !env.PURGE_PROVIDER) {
    problems.push("  EDGE_TTL_SECONDS: above 60 needs PURGE_PROVIDER, or a publish would wait that long at the CDN");
  }
  if (env.PURGE_PROVIDER === "varnish" && !env.PURGE_VARNISH_URLS) problems.push("  PURGE_VARNISH_URLS: required when PURGE_PROVIDER is varnish");
  if (env.PURGE_PROVIDER === "varnish" && !env.PURGE_VARNISH_TOKEN) {
    problems.push("  PURGE_VARNISH_TOKEN: required when PURGE_PROVIDER is varnish (the same secret as in the recipe's purge rule)");
  }
  if (env.PURGE_PROVIDER === "fastly" && !(env.FASTLY_SERVICE_ID && env.FASTLY_API_TOKEN)) {
    problems.push("  FASTLY_SERVICE_ID, FASTLY_API_TOKEN: both required when PURGE_PROVIDER is fastly");
  }
  if (env.PURGE_PROVIDER === "cloudflare" && !(env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_API_TOKEN)) {
    problems.push("  CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN: both required when PURGE_PROVIDER is cloudflare");
  }
  if (env.PURGE_PROVIDER === "cloudflare" && env.CLOUDFLARE_PURGE_BY === "tags" && env.SURROGATE_KEY_HEADER !== "Cache-Tag") {
    problems.push("  SURROGATE_KEY_HEADER: must be Cache-Tag when Cloudflare purges by tag");
  }
  if (env.PURGE_PROVIDER && env.PURGE_PROVIDER !== "cloudflare" && env.SURROGATE_KEY_HEADER !== "Surrogate-Key") {
    problems.push(`  SURROGATE_KEY_HEADER: must be Surrogate-Key when PURGE_PROVIDER is ${env.PURGE_PROVIDER}`);
  }
  return problems;
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(unsetWhenEmpty(source));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}\nSee .env.example for every setting.`);
  }
  const combined = checkCombinations(result.data);
  if (combined.length > 0) throw new Error(`Invalid environment:\n${combined.join("\n")}\nSee .env.example for every setting.`);
  return result.data;
}

/**
 * An environment file says "not set" with `NAME=` (systemd's EnvironmentFile, a container's --env-file,
 * a copy of .env.example): such a setting takes its default. Read as a value, `PORT=` would be port 0
 * (any free port) and a byte budget of "" would turn its cache off.
 */
function unsetWhenEmpty(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""));
}

/** The only settings the browser sees: what it needs to build image URLs. */
export type PublicEnv = {
  SITE_URL: string;
  IMAGE_PROJECT_ID: string;
  IMAGE_DATASET: string;
  /** "/" in embedded mode: the site itself answers image URLs. */
  IMAGE_BASE_URL: string;
  /** The support-desk widget, when configured: loaded only when a visitor asks for help. */
  HELP_WIDGET?: { scriptUrl: string; id: string };
};

export const EMBEDDED_PROJECT_ID = "embedded";

/**
 * The origin content images and documents' files come from: Sanity's CDN (SANITY_CDN_URL) in Sanity mode; undefined
 * in embedded mode, where the site answers them itself. The image and file URLs and the CSP's image origins are made from it.
 */
export function contentCdnOrigin(env: Pick<Env, "SANITY_PROJECT_ID" | "SANITY_CDN_URL">): string | undefined {
  return env.SANITY_PROJECT_ID ? env.SANITY_CDN_URL : undefined;
}

export function getPublicEnv(env: Env): PublicEnv {
  return {
    SITE_URL: env.SITE_URL,
    IMAGE_PROJECT_ID: env.SANITY_PROJECT_ID ?? EMBEDDED_PROJECT_ID,
    IMAGE_DATASET: env.SANITY_DATASET,
    IMAGE_BASE_URL: contentCdnOrigin(env) ?? "/",
    ...(env.HELP_WIDGET_SCRIPT_URL && env.HELP_WIDGET_ID ? { HELP_WIDGET: { scriptUrl: env.HELP_WIDGET_SCRIPT_URL, id: env.HELP_WIDGET_ID } } : {}),
  };
}
