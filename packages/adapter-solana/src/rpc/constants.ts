/** How often a sent transaction's status is asked for. */
export const STATUS_POLL_INTERVAL_MS = 400;
/** The commitment the adapter reads and confirms at. */
export const COMMITMENT = 'confirmed';
