/** The budgets of the product, from the first line (AppKit: 353 kB and over 1.2 s; RainbowKit: 141 kB). */
export const BUDGETS = {
  entryGzipKb: 70,
  clickToModalMs: 150,
  heapAfterOpenMb: 8,
  /** p99 latency of each services endpoint under the load run's default 100 requests/s, on loopback. */
  loadP99Ms: 100,
  loadErrors: 0,
} as const;
