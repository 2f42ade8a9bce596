import { ContractFactory, getAddress, type Signer } from 'ethers';
import { z } from 'zod';
import type { Artifact } from '../deploy.js';
import { deployed } from '../mined.js';
import { rpcCall } from '../rpc.js';

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);

/** anvil's prestateTracer in diff mode: what a transaction left in each account it changed. */
const stateDiffSchema = z.object({
  post: z.record(z.string(), z.object({ storage: z.record(hex, hex).optional() })),
});

const readCode = async (rpcUrl: string, address: string) => hex.parse(await rpcCall(rpcUrl, 'eth_getCode', [address, 'latest']));
const readSlot = async (rpcUrl: string, address: string, slot: string) => hex.parse(await rpcCall(rpcUrl, 'eth_getStorageAt', [address, slot, 'latest']));

/** The storage slots the transaction `hash` wrote at `address`, as the node traced it. */
async function slotsWritten(rpcUrl: string, hash: string, address: string): Promise<string[]> {
  const trace = stateDiffSchema.parse(await rpcCall(rpcUrl, 'debug_traceTransaction', [hash, { tracer: 'prestateTracer', tracerConfig: { diffMode: true } }]));
  const entry = Object.entries(trace.post).find(([key]) => getAddress(key) === getAddress(address));
  return Object.keys(entry?.[1].storage ?? {});
}

/**
 * Puts a contract at `canonical`, its public address on mainnet, for contracts the deterministic
 * deployer cannot place (deployed there by an EOA). It is deployed at a scratch address with its
 * constructor, then its runtime code and every storage slot its constructor wrote are copied to
 * `canonical` (anvil_setCode, anvil_setStorageAt), and the scratch copy loses its code.
 *
 * Immutables travel inside the runtime code as the constructor built them, so its arguments must
 * already name the canonical addresses; a contract whose constructor keeps its own address (an
 * EIP-712 domain separator cached in an immutable) cannot be placed this way.
 */
export async function placeAtCanonicalAddress(signer: Signer, rpcUrl: string, canonical: string, { abi, bytecode }: Artifact, ...args: unknown[]): Promise<string> {
  if ((await readCode(rpcUrl, canonical)) !== '0x') throw new Error(`${canonical} already holds a contract: placing another there would overwrite it.`);
  const contract = await deployed(await new ContractFactory(abi, bytecode, signer).deploy(...args));
  const scratch = await contract.getAddress();
  const code = await readCode(rpcUrl, scratch);
  const slots = await slotsWritten(rpcUrl, contract.deploymentTransaction()!.hash, scratch);
  const values = await Promise.all(slots.map((slot) => readSlot(rpcUrl, scratch, slot)));

  await rpcCall(rpcUrl, 'anvil_setCode', [canonical, code]);
  await Promise.all(slots.map((slot, index) => rpcCall(rpcUrl, 'anvil_setStorageAt', [canonical, slot, values[index]])));
  await rpcCall(rpcUrl, 'anvil_setCode', [scratch, '0x']);

  const placed = await Promise.all(slots.map((slot) => readSlot(rpcUrl, canonical, slot)));
  if ((await readCode(rpcUrl, canonical)) !== code || placed.some((value, index) => value !== values[index])) {
    throw new Error(`The contract deployed at ${scratch} did not arrive whole at ${canonical}.`);
  }
  return getAddress(canonical);
}
