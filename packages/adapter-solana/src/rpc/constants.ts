/** How often a sent transaction's status is asked for. */
export const STATUS_POLL_INTERVAL_MS = 400;
/** The commitment the adapter reads and confirms at. */
export const COMMITMENT = 'confirmed';
/** An RPC request that has not answered by then fails, rather than holding a balance or a send forever. */
export const RPC_TIMEOUT_MS = 30_000;
