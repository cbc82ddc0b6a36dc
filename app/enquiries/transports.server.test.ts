/**
 * The e-mail transport against a real SMTP server on loopback: staff get
 * every notification, and a mail outage fails the waiting ones (so the
 * outbox retries them) rather than leaving them stuck.
 */
import { afterEach, expect, it } from "vitest";
import { sampleEnquiry } from "../../scripts/lib/sample-enquiry";
import { startSmtp, type TestSmtp } from "../../tests/support/smtp";
import { renderNotification } from "./notification.server";
import { DEFAULT_BUSINESS_TIME_ZONE } from "~/lib/staff-time";
import { parseEnquiry } from "./schema";
import { createMailer, type Mailer } from "./transports.server";

let smtp: TestSmtp | undefined;
let mailer: Mailer | undefined;
afterEach(async () => {
  mailer?.close();
  await smtp?.stop();
});

/** A notification for a stored enquiry, numbered n, and the enquiry's id it names. */
function notification(n: number) {
  const parsed = parseEnquiry(sampleEnquiry(n));
  if (!parsed.ok) throw new Error("fixture invalid");
  const id = crypto.randomUUID();
  return {
    id,
    message: renderNotification({ id, createdAt: new Date().toISOString(), status: "new", via: "api", enquiry: parsed.enquiry }, DEFAULT_BUSINESS_TIME_ZONE),
  };
}

it("delivers each notification to the staff address, once, naming its enquiry", async () => {
  smtp = await startSmtp();
  mailer = createMailer({ smtpUrl: smtp.url, from: "website@example.com", to: "staff@example.com", mailDir: "unused" });
  const sent = Array.from({ length: 12 }, (_, n) => notification(n));
  await Promise.all(sent.map(({ message }) => mailer!.send(message, "unused")));
  expect(smtp.messages.map((message) => message.to)).toEqual(Array.from({ length: 12 }, () => ["staff@example.com"]));
  expect(smtp.references().sort()).toEqual(sent.map(({ id }) => id).sort());
});

it("while the mail server is down every waiting notification fails, and once it is back they all go out", async () => {
  smtp = await startSmtp();
  mailer = createMailer({ smtpUrl: smtp.url, from: "website@example.com", to: "staff@example.com", mailDir: "unused" });
  await smtp.stop();
  // More than the pool's four connections, so some wait in its queue.
  const queued = Array.from({ length: 10 }, (_, n) => notification(n));
  const outcomes = await Promise.allSettled(queued.map(({ message }) => mailer!.send(message, "unused")));
  expect(outcomes.map((outcome) => outcome.status)).toEqual(Array.from({ length: 10 }, () => "rejected"));

  await smtp.start();
  await Promise.all(queued.map(({ message }) => mailer!.send(message, "unused")));
  expect(smtp.unnotified(queued.map(({ id }) => id))).toEqual([]);
});
