/**
 * The one timeout helper: the promise's answer, or a rejection (code
 * ETIMEDOUT) once `ms` have passed. The work itself is not cancelled; where
 * it can be (fetch), pass AbortSignal.timeout to it as well.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what = "the operation"): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${what}: no answer within ${ms} ms`), { code: "ETIMEDOUT" })), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
