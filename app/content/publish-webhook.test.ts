/**
 * The optional webhook: each enquiry POSTed as JSON, signed with HMAC-SHA256
 * over "timestamp.body", and retried like e-mail until the receiver accepts.
 */
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, startTestApi, waitFor, type TestApi } from "../../tests/support/enquiry-api";
import { sampleEnquiry } from "../../scripts/lib/sample-enquiry";

const SECRET = "webhook-secret-0123456789";
type Received = { body: string; timestamp: string; signature: string };

let receiver: Server;
let api: TestApi;
const received: Received[] = [];
let refuseNext = 2;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (refuseNext > 0) {
        refuseNext--;
        res.writeHead(503).end();
        return;
      }
      received.push({ body, timestamp: String(req.headers["x-act-timestamp"]), signature: String(req.headers["x-act-signature"]) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  api = await startTestApi({
    ENQUIRY_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/enquiries`,
    ENQUIRY_WEBHOOK_SECRET: SECRET,
  });
}, 30_000);
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe("the enquiry webhook", () => {
  it("delivers a signed copy of the enquiry, retrying after the receiver refuses", async () => {
    const response = await post(api.url, sampleEnquiry(3), api.token());
    const { id } = (await response.json()) as { id: string };
    await waitFor(() => received.length > 0, 30_000, "the webhook");
    const [delivery] = received;
    const expected = `sha256=${createHmac("sha256", SECRET).update(`${delivery!.timestamp}.${delivery!.body}`).digest("hex")}`;
    expect(delivery!.signature).toBe(expected);
    const payload = JSON.parse(delivery!.body) as { id: string; enquiry: { firstName: string } };
    expect(payload.id).toBe(id);
    expect(payload.enquiry.firstName).toBe("Visitor3");
    expect(refuseNext).toBe(0);
  }, 40_000);
});
