/** What the rest of the site needs from a content source: run a GROQ query. */
export interface ContentSource {
  readonly kind: "sanity" | "embedded";
  fetch<R>(groq: string, params?: Record<string, unknown>): Promise<R>;
  /** Resolves when the source can answer queries; for readiness checks. */
  ping(): Promise<void>;
}
