// Every number the adapter's own RPC reads run on. The fallback transport's health checks are SPEC 9's;
// the rest are this adapter's choices, which SPEC does not set.

/** The fallback transport's health checks (SPEC 9). */
export const FALLBACK_TRANSPORT = {
  pingIntervalMs: 4_000,
  sampleCount: 10,
  pingTimeoutMs: 1_000,
  weights: { stability: 0.7, latency: 0.3 },
} as const;

/** A read (not a ping) given up on one URL, which then falls back to the next. */
export const RPC_REQUEST_TIMEOUT_MS = 10_000;

/**
 * Pings stop when no read came for this long. Two native-balance cache lifetimes (SPEC 9: 30 s), so an
 * open account view keeps its ranking warm while an idle page stops pinging. ChainAdapter has no
 * destroy, so this is the only way pinging ends.
 */
export const FALLBACK_IDLE_STOP_MS = 60_000;

/** Waiting for a sent transaction's receipt. */
export const RECEIPT_POLL_INTERVAL_MS = 250;
export const RECEIPT_TIMEOUT_MS = 120_000;

