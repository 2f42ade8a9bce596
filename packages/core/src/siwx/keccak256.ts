// Keccak-256, the hash EIP-55's checksum is made with (Ethereum's: Keccak's own padding, not
// SHA3-256's). Core carries no chain SDK, and only the EIP-4361 writer asks for it: a page that
// never writes a message by hand never loads it. Lanes are 64-bit BigInts; a checksum hashes 40 bytes.

const RATE_BYTES = 136;
const MASK = (1n << 64n) - 1n;

interface Constants {
  /** The round constants of ι. */
  iota: bigint[];
  /** Where ρ and π move each lane after the first, and by how much it turns. */
  pi: number[];
  rho: bigint[];
}

let made: Constants | undefined;

/** Keccak-f[1600]'s constants, derived as its specification does (made on first use: no work at import). */
function constants(): Constants {
  if (made) return made;
  const iota: bigint[] = [];
  const pi: number[] = [];
  const rho: bigint[] = [];
  for (let round = 0, lfsr = 1n, x = 1, y = 0; round < 24; round++) {
    [x, y] = [y, (2 * x + 3 * y) % 5];
    pi.push(x + 5 * y);
    rho.push(BigInt((((round + 1) * (round + 2)) / 2) % 64));
    let constant = 0n;
    for (let bit = 0; bit < 7; bit++) {
      lfsr = ((lfsr << 1n) ^ ((lfsr >> 7n) * 0x71n)) % 256n;
      if (lfsr & 2n) constant ^= 1n << ((1n << BigInt(bit)) - 1n);
    }
    iota.push(constant);
  }
  return (made = { iota, pi, rho });
}

const rotate = (lane: bigint, by: bigint) => ((lane << by) | (lane >> (64n - by))) & MASK;

function permute(state: bigint[]): void {
  const { iota, pi, rho } = constants();
  for (let round = 0; round < 24; round++) {
    // θ
    const columns = [0, 1, 2, 3, 4].map((x) => state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!);
    for (let x = 0; x < 5; x++) {
      const d = columns[(x + 4) % 5]! ^ rotate(columns[(x + 1) % 5]!, 1n);
      for (let y = 0; y < 25; y += 5) state[x + y]! ^= d;
    }
    // ρ and π
    let moving = state[1]!;
    for (let step = 0; step < 24; step++) {
      const target = pi[step]!;
      const next = state[target]!;
      state[target] = rotate(moving, rho[step]!);
      moving = next;
    }
    // χ
    for (let y = 0; y < 25; y += 5) {
      const row = state.slice(y, y + 5);
      for (let x = 0; x < 5; x++) state[y + x] = row[x]! ^ (~row[(x + 1) % 5]! & row[(x + 2) % 5]!);
    }
    // ι
    state[0]! ^= iota[round]!;
  }
}

/** The Keccak-256 digest of `bytes`, as 64 lowercase hex digits. */
export function keccak256Hex(bytes: Uint8Array): string {
  const padded = new Uint8Array((Math.floor(bytes.length / RATE_BYTES) + 1) * RATE_BYTES);
  padded.set(bytes);
  padded[bytes.length]! ^= 0x01;
  padded[padded.length - 1]! ^= 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let block = 0; block < padded.length; block += RATE_BYTES) {
    for (let lane = 0; lane < RATE_BYTES / 8; lane++) {
      let value = 0n;
      for (let byte = 7; byte >= 0; byte--) value = (value << 8n) | BigInt(padded[block + lane * 8 + byte]!);
      state[lane]! ^= value;
    }
    permute(state);
  }
  let hex = '';
  for (let lane = 0; lane < 4; lane++) {
    for (let byte = 0; byte < 8; byte++) hex += Number((state[lane]! >> BigInt(8 * byte)) & 0xffn).toString(16).padStart(2, '0');
  }
  return hex;
}
