/**
 * Keeps every fetch on this machine. The WalletConnect SDK reaches for its cloud on its own (Verify
 * attestations, telemetry); anything not to loopback gets an empty 404 at once. An answer rather
 * than a refusal: the SDK clears its 5 s Verify timer only when an answer comes, and a pending one
 * keeps jest from exiting. Returns the function that puts fetch back.
 */
export function loopbackOnlyFetch(): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return original(input, init);
    return new Response(null, { status: 404, statusText: 'Not on loopback' });
  };
  return () => {
    globalThis.fetch = original;
  };
}
