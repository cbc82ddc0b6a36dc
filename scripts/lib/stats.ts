/** Summaries of measured figures, for the benchmarks and the tests that compare timings by medians. */

/** The value a fraction `q` of the way through the sorted values, interpolated between neighbours. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.ceil(at)]! - sorted[low]!) * (at - low);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);
