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
};

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
  },
  {
    name: "caching-urls",
    description: "canonical paths, render cache, answer cache",
    mutate: ["server/canonical-paths.ts", "app/caching/render-cache.server.ts", "app/caching/answer-cache.server.ts"],
    tests: ["server/canonical-*.test.ts", "app/caching/render-cache*.test.ts", "app/caching/answer-cache*.test.ts"],
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
  },
  {
    name: "preview",
    description: "preview signing",
    mutate: ["app/preview/signing.server.ts"],
    tests: ["app/preview/signing.test.ts", "app/preview/signing.link-limits.test.ts"],
  },
];
