/** The part of negotiator (0.6, untyped) the render cache uses: encodings a request accepts, best first by q-value. */
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` by q-value (ties: the order of `preferred`), or undefined when none is acceptable. */
    encoding(available: string[], preferred?: string[]): string | undefined;
  }
}
