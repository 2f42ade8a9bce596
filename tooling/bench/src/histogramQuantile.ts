// A quantile from a Prometheus histogram's cumulative buckets, as PromQL's histogram_quantile
// computes it: find the bucket the rank falls in and interpolate linearly inside it, as if its
// observations were spread evenly between its bounds. So the answer is exact only to a bucket: a
// p50 inside the 0–2 ms bucket says "under 2 ms, about here", not the median itself.

export interface Bucket {
  /** The bucket's upper bound (`le`), Infinity for the last. */
  le: number;
  /** Observations at or under `le` (cumulative). */
  count: number;
}

/** The `q` quantile (0–1) of `buckets`; NaN with no observation or no `+Inf` bucket. */
export function histogramQuantile(q: number, buckets: readonly Bucket[]): number {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const last = sorted.at(-1);
  if (sorted.length < 2 || last === undefined || last.le !== Infinity || last.count === 0) return NaN;
  const rank = q * last.count;
  const index = sorted.findIndex((bucket) => bucket.count >= rank);
  // In the +Inf bucket: the highest finite bound is all that is known.
  if (index === sorted.length - 1) return sorted[index - 1]!.le;
  const bucket = sorted[index]!;
  const below = index > 0 ? sorted[index - 1]! : { le: 0, count: 0 };
  if (bucket.count === below.count) return bucket.le;
  return below.le + (bucket.le - below.le) * ((rank - below.count) / (bucket.count - below.count));
}
