/**
 * GET /readyz's answer: whether the content source and the enquiry database
 * answer, from a check at most `maxAgeMs` old. A flood of /readyz (it is
 * public) costs one content query and one database query per window, not one
 * per request; callers during a check share it.
 *
 * An instance serving the last good copy of the embedded dataset (its file is
 * not good) stays ready, answered "degraded": it serves every page as before,
 * and a load balancer taking every such instance out of rotation (a bad deploy
 * reaches them all) would turn stale pages into no pages. The operator learns
 * of it from this answer, the gauge act_content_last_good_copy and the alert
 * ContentFileNotGood (docs/operations.md).
 */
export type Readiness = {
  ready: boolean;
  status: "ready" | "degraded" | "unavailable";
  content: "ok" | "last good copy" | "unreachable";
  database: "ok" | "unreachable";
};

/** Two seconds: fresh enough for a load balancer's probe every few seconds. */
export const READINESS_MAX_AGE_MS = 2_000;

export function readinessCheck(
  pings: { content: () => Promise<void>; database: () => Promise<void>; servesLastGoodCopy?: () => boolean },
  { maxAgeMs = READINESS_MAX_AGE_MS, now = () => performance.now() }: { maxAgeMs?: number; now?: () => number } = {},
): () => Promise<Readiness> {
  let last: { at: number; result: Promise<Readiness> } | undefined;
  const check = async (): Promise<Readiness> => {
    const [source, db] = await Promise.allSettled([pings.content(), pings.database()]);
    const content = source.status !== "fulfilled" ? "unreachable" : pings.servesLastGoodCopy?.() ? "last good copy" : "ok";
    const database = db.status === "fulfilled" ? "ok" : "unreachable";
    const ready = content !== "unreachable" && database === "ok";
    return { ready, status: !ready ? "unavailable" : content === "ok" ? "ready" : "degraded", content, database };
  };
  return () => {
    // Measured from the check's start: no answer is older than maxAgeMs plus one check's time.
    if (!last || now() - last.at >= maxAgeMs) last = { at: now(), result: check() };
    return last.result;
  };
}
