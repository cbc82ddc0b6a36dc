/**
 * POST /api/contact: the enquiry as JSON. 201 { id, formToken } once stored
 * (the token the page's next enquiry goes with: each serves one); 400 with
 * the field messages; 413 over 32 KB; 415 for anything but JSON; 429 with
 * Retry-After when rate-limited; 503 with Retry-After if the database cannot
 * take it. Nothing a client sends produces a 5xx.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { answerTo } from "~/enquiries/answer";
import type { EnquiryService } from "~/enquiries/service";
import { FORM_TOKEN_HEADER, HONEYPOT_HEADER } from "~/enquiries/service";
import { CACHE_NONE } from "~/lib/http";
import { sitePath } from "~/enquiries/source";

/** The path of a Referer on the host the request came to (the browser's page that sent it); "" for any other. */
function sameSitePath(referer: string | undefined, host: string | undefined): string {
  if (!referer || !host) return "";
  try {
    const url = new URL(referer);
    return (url.protocol === "http:" || url.protocol === "https:") && url.host === host ? sitePath(url.pathname) : "";
  } catch {
    return "";
  }
}

export const CONTACT_BODY_LIMIT = "32kb";
export const CONTACT_API_PATH = "/api/contact";

const isJson = (req: Request) => /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i.test(req.headers["content-type"] ?? "");

export function contactApi(enquiries: EnquiryService): express.Router {
  const router = express.Router();

  router.post(
    CONTACT_API_PATH,
    ((req, res, next) => {
      res.set("Cache-Control", CACHE_NONE);
      if (!isJson(req)) {
        res.status(415).json({ error: "Send the enquiry as application/json." });
        return;
      }
      next();
    }) satisfies RequestHandler,
    // strict: false lets any JSON value through to the schema, which explains what is wrong with it.
    express.json({ limit: CONTACT_BODY_LIMIT, strict: false, type: () => true }),
    (async (req, res, next) => {
      try {
        const outcome = await enquiries.submit(req.body, {
          ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
          userAgent: req.get("user-agent"),
          formToken: req.get(FORM_TOKEN_HEADER),
          honeypot: req.get(HONEYPOT_HEADER) ?? "",
          via: "api",
          page: sameSitePath(req.get("referer"), req.get("host")),
          requestId: res.locals.requestId as string | undefined,
        });
        const answer = answerTo(outcome);
        const body = answer.status === 201 ? { ...answer.body, formToken: enquiries.issueFormToken() } : answer.body;
        res.status(answer.status).set(answer.headers).json(body);
      } catch (error) {
        next(error);
      }
    }) satisfies RequestHandler,
  );

  // Only POST means anything here; OPTIONS learns the same from Allow.
  router.all(CONTACT_API_PATH, (req, res) => {
    res.set({ Allow: "POST", "Cache-Control": CACHE_NONE });
    if (req.method === "OPTIONS") res.status(204).end();
    else res.status(405).json({ error: "Send the enquiry with POST." });
  });

  // Body-parser's refusals, answered as what they are.
  router.use(CONTACT_API_PATH, (error: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    switch (error.type) {
      case "entity.too.large":
        res.status(413).json({ error: "The enquiry is larger than 32 KB." });
        return;
      case "charset.unsupported":
      case "encoding.unsupported":
        res.status(415).json({ error: "Send the enquiry as UTF-8 JSON without content encoding." });
        return;
      case "entity.parse.failed":
      case "entity.verify.failed":
      case "request.aborted":
      case "request.size.invalid":
      case "stream.encoding.set":
        res.status(400).json({ error: "The body is not valid JSON." });
        return;
      default:
        if (typeof error.status === "number" && error.status >= 400 && error.status < 500) {
          res.status(error.status).json({ error: "The request could not be read." });
          return;
        }
        next(error);
    }
  });

  return router;
}
