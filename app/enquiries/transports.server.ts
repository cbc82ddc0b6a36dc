/**
 * How notifications leave: an e-mail over SMTP, or as an .eml file under
 * DATA_DIR/mail when no SMTP server is configured; and the optional signed
 * webhook. Each throws on failure so the outbox retries.
 */
import { createHmac } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Notification } from "./notification.server";
import type { StoredEnquiry } from "./store.server";

export type Mailer = {
  send(notification: Notification, key: string): Promise<void>;
  close(): void;
};

export function createMailer(options: { smtpUrl?: string; from: string; to: string; mailDir: string }): Mailer {
  const envelope = (notification: Notification) => ({
    from: options.from,
    to: options.to,
    subject: notification.subject,
    text: notification.text,
    html: notification.html,
    ...(notification.replyTo ? { replyTo: notification.replyTo } : {}),
  });

  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
      secure: url.protocol === "smtps:",
      ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
      // A few kept-open connections: a burst of enquiries does not open one connection per message.
      pool: true,
      maxConnections: 4,
      // A failed connection must fail this attempt quickly; the outbox retries it.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(notification) {
        await transport.sendMail(envelope(notification));
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  mkdirSync(options.mailDir, { recursive: true });
  return {
    async send(notification, key) {
      const info = (await transport.sendMail(envelope(notification))) as { message: Buffer };
      // Written under a temporary name and renamed: a reader never sees half a message,
      // and a retry of the same delivery replaces rather than duplicates it.
      const file = path.join(options.mailDir, `${key}.eml`);
      const temporary = `${file}.tmp`;
      writeFileSync(temporary, info.message);
      renameSync(temporary, file);
    },
    close: () => transport.close(),
  };
}

export const WEBHOOK_SIGNATURE_HEADER = "X-ACT-Signature";
export const WEBHOOK_TIMESTAMP_HEADER = "X-ACT-Timestamp";

/** The signature a receiver recomputes: HMAC-SHA256 over "timestamp.body". */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export type Webhook = { send(stored: StoredEnquiry): Promise<void> };

export function createWebhook(options: { url: string; secret: string; timeoutMs?: number }): Webhook {
  return {
    async send(stored) {
      const body = JSON.stringify({ id: stored.id, createdAt: stored.createdAt, enquiry: stored.enquiry });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const response = await fetch(options.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(options.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  };
}
