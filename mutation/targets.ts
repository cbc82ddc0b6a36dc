/**
 * The mutation-testing targets (npm run mutation): for each area, the modules
 * mutated and the unit tests that pin them. Only tests that run in-process
 * in well under a second per file belong here; integration tests that start
 * PostgreSQL, SMTP servers or the built site are left to npm test.
 */
export type Target = {
  name: string;
  description: string;
  mutate: string[];
  tests: string[];
  /**
   * Modules whose errors are stored or acted on by kind and code alone, their words going at most to a log
   * line: the text of their `new Error(…)` and withDeadline labels is not mutated (ignorers.ts).
   */
  unreadErrorMessages?: string[];
  /**
   * Mutants that cannot change behaviour, by module, named by the line they start on (its code, white space
   * aside; where the module holds that code twice, with the lines before it, one per line), the mutator and,
   * where the mutator makes others there that tests kill, the replacement: if such a mutant survives, it is
   * excused (scripts/mutation.ts).
   */
  equivalents?: Record<string, Equivalent[]>;
};

export type Equivalent = { line: string; mutator: string; replacement?: string; why: string };

export const TARGETS: Target[] = [
  {
    name: "enquiries",
    description: "field model, schema, form parsing, notification e-mail, digest, outbox",
    mutate: [
      "app/enquiries/fields.ts",
      "app/enquiries/schema.ts",
      "app/enquiries/form-data.ts",
      "app/enquiries/notification.server.ts",
      "app/enquiries/digest.server.ts",
      "app/enquiries/outbox.server.ts",
    ],
    tests: [
      "app/enquiries/schema.test.ts",
      "app/enquiries/fields.test.ts",
      "app/enquiries/form-data.test.ts",
      "app/enquiries/phone-mask.test.ts",
      "app/enquiries/csv.test.ts",
      "app/enquiries/notification.test.ts",
      "app/enquiries/form-token.test.ts",
      "app/enquiries/outbox.test.ts",
      "app/enquiries/contact-api.answers.test.ts",
      "app/enquiries/transports.server.test.ts",
      "app/enquiries/digest.schedule.test.ts",
      "app/enquiries/outbox.delivery.test.ts",
      "app/enquiries/notification.staff-email.test.ts",
      "app/enquiries/form-data.input.test.ts",
    ],
    // A failed delivery stores only the error's kind and code (last_error): a transport's message could quote the recipient.
    unreadErrorMessages: ["app/enquiries/outbox.server.ts"],
    equivalents: {
      "app/enquiries/form-data.ts": [
        {
          line: 'return value === "" ? "" : /^-?\\d+(\\.\\d+)?$/.test(value) ? Number(value) : value;',
          mutator: "ConditionalExpression",
          replacement: "false",
          why: 'An empty value does not match the number pattern either, so it is returned as the same "".',
        },
        {
          line: 'return value === "" ? "" : /^-?\\d+(\\.\\d+)?$/.test(value) ? Number(value) : value;',
          mutator: "Regex",
          replacement: "/-?\\d+(\\.\\d+)?$/",
          why: 'Whether odd text ("12abc", "1.5", "-3", "x1") is handed on as text or as the number it starts or ends with, the schema gives the visitor the same message: must be a whole number from 0 to the limit.',
        },
        {
          line: 'return value === "" ? "" : /^-?\\d+(\\.\\d+)?$/.test(value) ? Number(value) : value;',
          mutator: "Regex",
          replacement: "/^-?\\d+(\\.\\d+)?/",
          why: 'Whether odd text ("12abc", "1.5", "-3", "x1") is handed on as text or as the number it starts or ends with, the schema gives the visitor the same message: must be a whole number from 0 to the limit.',
        },
        {
          line: 'return value === "" ? "" : /^-?\\d+(\\.\\d+)?$/.test(value) ? Number(value) : value;',
          mutator: "Regex",
          replacement: "/^-?\\d+(\\.\\d)?$/",
          why: 'Whether odd text ("12abc", "1.5", "-3", "x1") is handed on as text or as the number it starts or ends with, the schema gives the visitor the same message: must be a whole number from 0 to the limit.',
        },
        {
          line: 'return value === "" ? "" : /^-?\\d+(\\.\\d+)?$/.test(value) ? Number(value) : value;',
          mutator: "Regex",
          replacement: "/^-?\\d+(\\.\\D+)?$/",
          why: 'Whether odd text ("12abc", "1.5", "-3", "x1") is handed on as text or as the number it starts or ends with, the schema gives the visitor the same message: must be a whole number from 0 to the limit.',
        },
        {
          line: 'return value === "" ? "" : /^-?\\d+(\\.\\d+)?$/.test(value) ? Number(value) : value;',
          mutator: "StringLiteral",
          replacement: '"Stryker was here!"',
          why: 'The "" compared with: an empty value does not match the number pattern either, so it is returned as the same "".',
        },
      ],
      "app/enquiries/digest.server.ts": [
        {
          line: "if (coversUntil <= coversFrom) return undefined;",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "An empty or backwards period counts no held enquiries, so the count below returns undefined just the same.",
        },
        {
          line: "if (coversUntil <= coversFrom) return undefined;",
          mutator: "EqualityOperator",
          replacement: "coversUntil < coversFrom",
          why: "An empty period (from = until) counts no held enquiries (created_at > x and <= x), so the count below returns undefined just the same.",
        },
        {
          line: "if (running) return;",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "Overlapping checks on one instance are settled by the digests table's key, as checks on two instances are (tested): one digest either way.",
        },
      ],
      "app/enquiries/schema.ts": [
        {
          line: 'const steps = issue.path.slice(0, 2).filter((step) => typeof step === "string");',
          mutator: "ConditionalExpression",
          replacement: "true",
          why: "No issue of this schema has a numeric step: it has no arrays.",
        },
      ],
      "app/enquiries/outbox.server.ts": [
        {
          line: "const digest = row.digest_seq === null ? undefined : await loadDigest(db, row.digest_seq);",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "Looking up digest null finds no digest, which fails the row the same way (digest missing).",
        },
        {
          line: "const stored = row.enquiry_id === null ? undefined : await getEnquiry(db, row.enquiry_id);",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "Looking up enquiry null finds no enquiry, which fails the row the same way (enquiry missing).",
        },
        {
          line: "for (let i = 0; i < claimed.length; i += CONCURRENCY) {",
          mutator: "EqualityOperator",
          replacement: "i <= claimed.length",
          why: "One more turn with an empty slice delivers nothing (Promise.all of none).",
        },
        {
          line: "}\nif (!running) return IDLE_POLL_MS;",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "After stop() the cycle's delay goes to schedule(), which returns at once when not running: nothing more is done.",
        },
        {
          line: "if (!next) return IDLE_POLL_MS;",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "With nothing undelivered, reading next.next_attempt_at throws, which the cycle's catch turns into the same IDLE_POLL_MS; only an error log line differs.",
        },
        {
          line: "function schedule(delay: number) {\nif (!running) return;",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "schedule() after stop() sets a timer whose tick() returns at once.",
        },
        {
          line: "if (running) return;",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "A second start() only reschedules the next look for now (the timer is cleared and set again); nothing is delivered twice.",
        },
        {
          line: "wake() {\nif (!running) return;",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "wake() after stop() calls schedule(), which returns at once.",
        },
        {
          line: "if (cycle) wakeRequested = true;",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "wake() during a cycle then calls schedule(0), whose tick() finds the cycle under way and sets wakeRequested: the same outcome by one more step.",
        },
      ],
    },
  },
  {
    name: "caching-urls",
    description: "canonical paths, render cache, answer cache",
    mutate: ["server/canonical-paths.ts", "app/caching/render-cache.server.ts", "app/caching/answer-cache.server.ts"],
    tests: ["server/canonical-*.test.ts", "app/caching/render-cache*.test.ts", "app/caching/answer-cache*.test.ts"],
    equivalents: {
      "app/caching/answer-cache.server.ts": [
        {
          line: "perf: { now: () => now() + 1 },",
          mutator: "ArithmeticOperator",
          replacement: "now() - 1",
          why: "Only a clock reading 1 ms past the epoch makes a start of 0 then; the shift cancels out of every age.",
        },
        {
          line: "if (oldest === undefined || entry.fetchedAt < oldest) oldest = entry.fetchedAt;",
          mutator: "EqualityOperator",
          replacement: "entry.fetchedAt <= oldest",
          why: "Of two answers fetched at the same time, either gives the same age.",
        },
        {
          line: "const reloads: Promise<unknown>[] = [];",
          mutator: "ArrayDeclaration",
          why: "An extra string among the reloads resolves at once: Promise.all waits for the same loads.",
        },
      ],
      "app/caching/render-cache.server.ts": [
        {
          line: 'const PER_RESPONSE = new Set(["set-cookie", "x-request-id", "date", "content-length", "content-encoding", "etag", "transfer-encoding", "connection"]);',
          mutator: "StringLiteral",
          replacement: '""',
          why: "For content-length, content-encoding and etag: each variant gets its own Content-Length and ETag (Object.assign below; the 304 list drops Content-Length), and the renderer never sets Content-Encoding (compression comes after it, here).",
        },
        {
          line: 'return (req.method === "GET" || req.method === "HEAD") && req.url !== undefined;',
          mutator: "ConditionalExpression",
          replacement: "true",
          why: "A request Node's server received always has a url (undefined only on responses' IncomingMessage).",
        },
        {
          line: 'else if (reason === "delete") onEvict("content");',
          mutator: "ConditionalExpression",
          replacement: "true",
          why: 'The only other reason lru-cache gives is "set" (an entry replaced), and store() never replaces a kept page (it returns when the cache has the url).',
        },
        {
          line: 'if (req.method === "HEAD") res.end();',
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "Node's HTTP server sends no body in answer to HEAD whatever end() is given; headers are the same.",
        },
        {
          line: 'if (req.method === "HEAD") res.end();',
          mutator: "StringLiteral",
          why: "Node's HTTP server sends no body in answer to HEAD whatever end() is given; headers are the same.",
        },
        {
          line: "this.generation += 1;",
          mutator: "AssignmentOperator",
          why: "The generation is only compared for equality: moving it down differs from before as moving it up does.",
        },
        {
          line: 'const header = typeof acceptEncoding === "string" ? acceptEncoding : "";',
          mutator: "StringLiteral",
          replacement: '"Stryker was here!"',
          why: 'A missing Accept-Encoding read as "Stryker was here!" names no coding, so the plain body is chosen as for "".',
        },
        {
          line: "if (known) return known;",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "The memo only saves recomputing preferredEncoding, a pure function of the header: the same answer either way.",
        },
        {
          line: "if (this.encodingChoices.size < 256) this.encodingChoices.set(header, choice);",
          mutator: "ConditionalExpression",
          why: "The memo's bound only limits its memory under a flood of distinct Accept-Encoding headers; every answer is the same. Pinning it would mean reading the private map.",
        },
        {
          line: "if (this.encodingChoices.size < 256) this.encodingChoices.set(header, choice);",
          mutator: "EqualityOperator",
          why: "The memo's bound only limits its memory under a flood of distinct Accept-Encoding headers; every answer is the same.",
        },
      ],
      "server/canonical-paths.ts": [
        {
          line: "const UNRESERVED = /^[A-Za-z0-9._~-]$/;",
          mutator: "Regex",
          replacement: "/[A-Za-z0-9._~-]$/",
          why: "Tested against one character (a decoded %XX escape): the anchors cannot make a difference.",
        },
        {
          line: "const UNRESERVED = /^[A-Za-z0-9._~-]$/;",
          mutator: "Regex",
          replacement: "/^[A-Za-z0-9._~-]/",
          why: "Tested against one character (a decoded %XX escape): the anchors cannot make a difference.",
        },
        {
          line: "return path === path.toLowerCase() ? path : (canonicalPagePath(path) ?? path);",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "A lower-case path is its own canonical page path or none (every page path is lower case), so asking the index gives the same path; the test only saves the lookup.",
        },
        {
          line: 'const target = req.url ?? "";',
          mutator: "StringLiteral",
          why: 'A request with no url: "Stryker was here!" is no URL either, so both are refused (false) the same way.',
        },
      ],
    },
  },
  {
    name: "content",
    description: "queries, embedded source, dataset, Sanity source, content service and loading, excerpts",
    // publish-webhook.server.ts (Sanity's publish webhook, an Express handler) is reached only by the end-to-end
    // tests; app/content/publish-webhook.test.ts is the enquiry webhook's integration test, left to npm test.
    mutate: [
      "app/content/queries.ts",
      "app/content/embedded-source.server.ts",
      "app/content/dataset.server.ts",
      "app/content/dataset-minimum.server.ts",
      "app/content/sanity-source.server.ts",
      "app/content/content.server.ts",
      "app/content/content-service.server.ts",
      "app/content/excerpt.ts",
      "app/caching/content-reads.server.ts",
    ],
    tests: [
      "app/content/content-service.revision.test.ts",
      "app/content/embedded-source.test.ts",
      "app/content/embedded-source.answers.test.ts",
      "app/content/dataset.export-file.test.ts",
      "app/content/excerpt.test.ts",
      "app/content/queries.test.ts",
      "app/content/sanity-source.test.ts",
      "app/content/content-service.unknown-slugs.test.ts",
      "app/content/content.import.test.ts",
      "app/content/content-service.publish-refresh.test.ts",
      "app/content/sanity-source.requests.test.ts",
      "app/content/excerpt.edges.test.ts",
      "app/content/embedded-dataset.test.ts",
    ],
    // A failed content read is logged and answered with the last good content or a 503.
    unreadErrorMessages: ["app/content/content-service.server.ts"],
    equivalents: {
      "app/content/embedded-source.server.ts": [
        {
          line: 'if (node.type !== "AccessAttribute") return undefined;',
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "After parse() has put in the parameters, the only nodes with a name and no base are attribute accesses: the narrowing is the same.",
        },
        {
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the code of a line that holds a template literal
          line: "return base === undefined ? undefined : `${base}.${node.name}`;",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: 'A path under a non-attribute base becomes "undefined.…", which is no indexed path: no narrowing, as before.',
        },
        {
          line: 'if (expr.type !== "OpCall" || expr.op !== "==") return [];',
          mutator: "ConditionalExpression",
          replacement: "false",
          why: 'A node that is no operator call has no op, so the next test (op !== "==") returns no constraint just the same.',
        },
        {
          line: "let constraints: Constraint[] = [];",
          mutator: "ArrayDeclaration",
          why: "The constraints before any * is seen: a query without * returns no constraints, as everything !== 1.",
        },
        {
          line: "if (Array.isArray(node)) {",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "An array walked as an object visits the same items; only the parent handed to them differs, and a * directly in an array is not filtered.",
        },
        {
          line: 'if (typeof value !== "string") continue;',
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "A non-string value indexed under itself is never looked up: constraints are strings.",
        },
        {
          line: "const buckets = constraints.map(({ path, value }) => this.indexes.get(path)!.get(value) ?? []);",
          mutator: "ArrayDeclaration",
          why: "A missing bucket, whose stand-in string matches no constraint and is filtered out.",
        },
        {
          line: "const smallest = buckets.reduce((a, b) => (b.length < a.length ? b : a));",
          mutator: "ConditionalExpression",
          why: "Which bucket is filtered only changes the work: every candidate is checked against every constraint, and each bucket keeps the dataset's order.",
        },
        {
          line: "const smallest = buckets.reduce((a, b) => (b.length < a.length ? b : a));",
          mutator: "EqualityOperator",
          why: "Which bucket is filtered only changes the work: every candidate is checked against every constraint, and each bucket keeps the dataset's order.",
        },
        {
          line: "if (Array.isArray(value)) return value.forEach(collect);",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "An array walked as an object visits the same items.",
        },
        {
          line: 'if (typeof ref === "string" && !seen.has(ref)) {',
          mutator: "ConditionalExpression",
          replacement: "true",
          why: "A _ref that is not a string names no document (byId holds string ids), so nothing is added.",
        },
      ],
      "app/content/content-service.server.ts": [
        {
          line: "const touched: string[] = [];",
          mutator: "ArrayDeclaration",
          why: "An extra key among those to refresh names no stored answer, and refresh() skips keys it does not hold.",
        },
        {
          line: "if (this.cache && !this.asked.has(key)) this.asked.set(key, { query: query as Query<unknown, Record<string, unknown>>, params });",
          mutator: "ConditionalExpression",
          replacement: "true",
          why: "Only records how a key was asked, for refreshDocument(); without a cache nothing reads it, and recording a known key again stores the same.",
        },
        {
          line: "if (this.slugs?.from !== list) this.slugs = { from: list, set: new Set(list.map((entry) => entry.slug).filter((slug) => slug !== null)) };",
          mutator: "ConditionalExpression",
          replacement: "true",
          why: "A memo of the set of slugs for the list it was made from: building it again from the same list gives the same set.",
        },
        {
          line: "if (this.slugs?.from !== list) this.slugs = { from: list, set: new Set(list.map((entry) => entry.slug).filter((slug) => slug !== null)) };",
          mutator: "ConditionalExpression",
          replacement: "true",
          why: "A null in the set of slugs is never looked up: insight() asks with a string.",
        },
      ],
      "app/content/dataset.server.ts": [
        {
          line: "if (Array.isArray(value)) {",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "An array walked as an object visits the same items (Object.entries of an array), and an array has no _sanityAsset.",
        },
        {
          line: 'if (typeof record._sanityAsset === "string") {',
          mutator: "ConditionalExpression",
          replacement: "true",
          why: "For an object without an asset placeholder the rebuild deletes and re-adds every key in the same order with the same values.",
        },
        {
          line: 'const ref = key === "_sanityAsset" ? assetIdFromExportPath(inner as string) : undefined;',
          mutator: "ConditionalExpression",
          replacement: "true",
          why: "Only a field whose text is an export image path (image@file://./images/<sha1>-<w>x<h>.<ext>) would differ, and only the placeholder has one.",
        },
      ],
      "app/content/excerpt.ts": [
        {
          line: "const first = (blocks ?? []).find(isTextBlock);",
          mutator: "ArrayDeclaration",
          why: 'A missing body read as ["Stryker was here"] holds no text block either: the excerpt is empty both ways.',
        },
        {
          line: 'const text = (first.children ?? []).map((child) => child.text ?? "").join("");',
          mutator: "ArrayDeclaration",
          why: 'Missing children read as ["Stryker was here"] have no text either: the excerpt is empty both ways.',
        },
        {
          line: "const all = text.split(/\\s+/).filter(Boolean);",
          mutator: "Regex",
          replacement: "/\\s/",
          why: "Splitting at each white-space character leaves empty strings between runs, which filter(Boolean) drops: the same words.",
        },
      ],
      "app/content/queries.ts": [
        {
          line: 'groq: groq.replace(/\\s+/g, " ").trim(),',
          mutator: "MethodExpression",
          replacement: 'groq.replace(/\\s+/g, " ")',
          why: "GROQ ignores white space around a query: the answers are the same.",
        },
        {
          line: 'groq: groq.replace(/\\s+/g, " ").trim(),',
          mutator: "Regex",
          replacement: "/\\s/g",
          why: "GROQ ignores runs of white space: the answers are the same.",
        },
        {
          line: 'export const insightSitemapQuery = query()("insightSitemap", insightSitemap, ["insight"]);',
          mutator: "StringLiteral",
          replacement: '""',
          why: "The name is only the answer's cache key and read-tracking key, unique either way.",
        },
      ],
    },
  },
  {
    name: "preview",
    description: "preview signing",
    mutate: ["app/preview/signing.server.ts"],
    tests: ["app/preview/signing.test.ts", "app/preview/signing.link-limits.test.ts"],
    equivalents: {
      "app/preview/signing.server.ts": [
        {
          line: "const fresh = (expires: string) => /^\\d{1,16}$/.test(expires) && Number(expires) > now();",
          mutator: "Regex",
          replacement: "/\\d{1,16}$/",
          why: "Only a link this secret signed gets past the signature check, and linkParams writes the expiry as digits alone.",
        },
        {
          line: "const fresh = (expires: string) => /^\\d{1,16}$/.test(expires) && Number(expires) > now();",
          mutator: "Regex",
          replacement: "/^\\d{1,16}/",
          why: "Only a link this secret signed gets past the signature check, and linkParams writes the expiry as digits alone.",
        },
        {
          line: 'leave: () => cookie.serialize("", { maxAge: 0 }),',
          mutator: "StringLiteral",
          why: "Max-Age=0 makes the browser drop the cookie whatever its value, and neither value holds an expiry, so check() refuses both.",
        },
        {
          line: "if (!cookieHeader) return false;",
          mutator: "ConditionalExpression",
          replacement: "false",
          why: "Parsing a missing or empty Cookie header gives null, which has no expiry: false either way.",
        },
      ],
    },
  },
];
