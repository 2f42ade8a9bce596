/** The budgets of the product, from the first line (AppKit: 353 kB and over 1.2 s; RainbowKit: 141 kB). */
export const BUDGETS = {
  entryGzipKb: 75,
  /** Click on "Connect Wallet" to the painted Connect view, 4x CPU throttling: right after load and after idle alike. */
  clickToModalMs: 150,
  heapAfterOpenMb: 8,
  /** A Wallet Standard wallet registering in the page, Connect open on the Solana network, to its row painted, 4x CPU throttling. */
  solanaDiscoveryToListedMs: 300,
  /** Click on WalletConnect in the Connect view to the painted QR code, unthrottled: the view just opened (cold) or open for 2 s (warm). */
  timeToQrColdMs: 1000,
  timeToQrWarmMs: 300,
  /** p99 latency of each services read (wallet list, balances) under the load run's default 500 requests/s, on loopback. */
  loadReadP99Ms: 20,
  /** p99 latency of each services write (analytics event, email-code start: SMTP included) at the same rate. */
  loadWriteP99Ms: 100,
  /** All Wallets over a listing of 5,000 wallets: the most rows in the DOM while it scrolls to the end, and the longest task on the way (4x CPU throttling). */
  allWalletsDomRows: 60,
  longTaskMs: 50,
  /** The JS heap after GC, grown over 50 cycles of opening the modal, browsing All Wallets and closing it. */
  heapGrowthMb: 1,
  loadErrors: 0,
} as const;
