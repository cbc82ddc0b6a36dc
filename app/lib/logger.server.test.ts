import { describe, expect, it } from "vitest";
import { createLogs } from "./logger.server";

function linesOf(write: (log: ReturnType<typeof createLogs>["log"]) => void): Array<Record<string, unknown>> {
  const lines: string[] = [];
  const { log } = createLogs("info", { write: (line: string) => void lines.push(line) });
  write(log);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("the process's log lines", () => {
  it("keep an error's own words, which operators need to act on it", () => {
    const [line] = linesOf((log) => log.error({ err: new Error("connect ECONNREFUSED 127.0.0.1:5432") }, "enquiry could not be stored"));
    expect((line!.err as { message: string }).message).toBe("connect ECONNREFUSED 127.0.0.1:5432");
  });

  it("hide a visitor's e-mail address, phone and message if an enquiry is ever logged", () => {
    const enquiry = { name: "Dana Reyes", email: "dana@example.gov", phone: "555-010-0199", message: "Our court needs a demo." };
    const [asEnquiry, asBody, asFields, flat] = linesOf((log) => {
      log.info({ enquiry }, "an enquiry");
      log.info({ body: enquiry }, "a request's body");
      log.info({ fields: enquiry }, "a form's fields");
      log.info({ ...enquiry }, "its fields");
    });
    for (const fields of [asEnquiry!.enquiry, asBody!.body, asFields!.fields, flat] as Record<string, unknown>[]) {
      expect(fields).toMatchObject({ name: "Dana Reyes", email: "[redacted]", phone: "[redacted]", message: "[redacted]" });
    }
  });
});
