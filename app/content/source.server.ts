/** What the rest of the site needs from a content source: run a GROQ query. */
export interface ContentSource {
  readonly kind: "sanity" | "embedded";
  /** `fresh`: skip any cache in front of the source (Sanity's API CDN), as after a publish. */
  fetch<R>(groq: string, params?: Record<string, unknown>, options?: { fresh?: boolean }): Promise<R>;
  /** Resolves when the source can answer queries; for readiness checks. */
  ping(): Promise<void>;
}
