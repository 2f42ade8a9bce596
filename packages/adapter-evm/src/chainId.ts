// Without zod, so the connectors the page's entry carries can read chain ids without the schemas.

/** An EIP-155 chain id as wallets report it (hex string, decimal string or number), as a decimal number; undefined if it is none. */
export function parseChainId(value: unknown): number | undefined {
  const parsed =
    typeof value === 'number' ? value
    : typeof value !== 'string' ? NaN
    : /^0x[0-9a-f]+$/i.test(value) ? Number.parseInt(value, 16)
    : /^\d+$/.test(value) ? Number(value)
    : NaN;
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}
