/**
 * GET /readyz's answer (issue 34): whether the content source and the
 * enquiry database answer, from a check at most `maxAgeMs` old. A flood of
 * /readyz (it is public) costs one content query and one database query per
 * window, not one per request; callers during a check share it.
 */
export type Readiness = { ready: boolean; content: "ok" | "unreachable"; database: "ok" | "unreachable" };

/** Two seconds: fresh enough for a load balancer's probe every few seconds. */
export const READINESS_MAX_AGE_MS = 2_000;

export function readinessCheck(
  pings: { content: () => Promise<void>; database: () => Promise<void> },
  { maxAgeMs = READINESS_MAX_AGE_MS, now = () => performance.now() }: { maxAgeMs?: number; now?: () => number } = {},
): () => Promise<Readiness> {
  let last: { at: number; result: Promise<Readiness> } | undefined;
  const check = async (): Promise<Readiness> => {
    const [source, db] = await Promise.allSettled([pings.content(), pings.database()]);
    const content = source.status === "fulfilled" ? "ok" : "unreachable";
    const database = db.status === "fulfilled" ? "ok" : "unreachable";
    return { ready: content === "ok" && database === "ok", content, database };
  };
  return () => {
    // Measured from the check's start: no answer is older than maxAgeMs plus one check's time.
    if (!last || now() - last.at >= maxAgeMs) last = { at: now(), result: check() };
    return last.result;
  };
}
