/**
 * A script's numeric option as `parseArgs` hands it over (a string): a whole number within its range, or the
 * script stops, saying which option and what it takes. `Number()` alone lets "ten" through as NaN and "2.5" as
 * a fraction: a benchmark of no rounds, or a server that fails to listen, far from the option that caused it.
 */
export function wholeNumberOption(name: string, value: string, range: { min?: number; max?: number } = {}): number {
  const { min = 1, max = Number.MAX_SAFE_INTEGER } = range;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) {
    const takes = max === Number.MAX_SAFE_INTEGER ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`;
    throw new Error(`--${name} takes ${takes}, not "${value}"`);
  }
  return number;
}

/** A TCP port to listen on or connect to. */
export const portOption = (value: string): number => wholeNumberOption("port", value, { max: 65_535 });
