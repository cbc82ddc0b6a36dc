/**
 * A real SMTP server on loopback (the smtp-server package) that keeps every
 * message it receives, and can be stopped and started again on the same port
 * to play a mail outage.
 */
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  /** The enquiry a notification names ("reference <id>"), read once on arrival; none for a digest. */
  reference: string | undefined;
};

export type TestSmtp = {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The enquiry each message notified, in order: one entry per message, so one notified twice shows twice. */
  references(): string[];
  /** Those of these enquiries that no message has notified yet (cheap to poll: each message is read once, on arrival). */
  unnotified(ids: readonly string[]): string[];
  stop(): Promise<void>;
  start(): Promise<void>;
};

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;
  const references = () => messages.flatMap((message) => (message.reference ? [message.reference] : []));

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        // No reverse DNS of 127.0.0.1: on a closed network each lookup stalls the session.
        disableReverseLookup: true,
        // Stop at once when told, as a crashed mail server would, rather than wait for clients to leave.
        closeTimeout: 100,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              reference: /reference ([0-9a-f-]{36})/.exec(raw)?.[1],
            });
            callback();
          });
        },
      });
      const current = server;
      current.once("error", reject);
      current.listen(boundPort, "127.0.0.1", () => {
        // From now on an error is a client's connection dropping (a site killed mid-message): a mail server notes it and carries on.
        current.off("error", reject);
        current.on("error", () => undefined);
        const address = (current as unknown as { server: import("node:net").Server }).server.address();
        if (typeof address === "object" && address) boundPort = address.port;
        resolve();
      });
    });

  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    messages,
    references,
    unnotified: (ids) => {
      const notified = new Set(references());
      return ids.filter((id) => !notified.has(id));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        const closing = server;
        server = undefined;
        closing.close(() => resolve());
      }),
    start: () => listen(),
  };
}
