/**
 * The contact form's validator, loaded when it is first needed rather than
 * with the page (docs/performance.md): the shared schema brings zod, which
 * would grow the contact page's first-load JavaScript and cost a task on a
 * phone, while nothing uses it before the visitor types or submits.
 */
import { useEffect, useRef, useState } from "react";
import type { ParseResult } from "~/enquiries/schema";

export type Validator = (input: unknown) => ParseResult;

const loadValidator = (): Promise<Validator> => import("~/enquiries/schema").then((module) => module.parseEnquiry);

/**
 * The validator once loaded, and a function that loads it (once; again after
 * a failure). `needed`: load at once (the page already shows the server's
 * messages, which then follow the visitor's corrections).
 */
export function useLazyValidator(needed: boolean): [Validator | undefined, () => Promise<Validator>] {
  const [validator, setValidator] = useState<Validator>();
  const pending = useRef<Promise<Validator>>(undefined);
  const mounted = useRef(true);
  const load = () =>
    (pending.current ??= loadValidator().then(
      (parse) => {
        if (mounted.current) setValidator(() => parse);
        return parse;
      },
      (error: unknown) => {
        pending.current = undefined; // offline: the next focus or submit tries again; the server validates in any case
        throw error;
      },
    ));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads at most once, on mount, when asked for from the start.
  useEffect(() => {
    mounted.current = true;
    if (needed) load().catch(() => undefined);
    return () => {
      mounted.current = false;
    };
  }, []);
  return [validator, load];
}
