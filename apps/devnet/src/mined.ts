// Waiting for a transaction on the local world. ethers' wait() (and so waitForDeployment() and
// provider.waitForTransaction()) can wait for ever on a quiet anvil: anvil answers a send before it
// mines it, and a block mined between wait()'s receipt check and its block subscription's first
// poll is taken as already seen, so wait() waits for a next block nobody mines (test/mined.test.ts
// forces it). These ask for the receipt until there is one. No Node module: the sample wallet's
// page uses them too.
import type { BaseContract, TransactionReceipt, TransactionResponse } from 'ethers';

/** A sent transaction, or only its hash and a provider to ask for its receipt. */
type Sent = Pick<TransactionResponse, 'hash' | 'provider'>;

/** How often `mined` asks for the receipt: anvil mines a transaction within milliseconds of answering it. */
const RECEIPT_POLL_MS = 50;

/** How long `mined` waits before it fails with the hash, rather than hang a start-up or a test with no word. */
const MINED_TIMEOUT_MS = 30_000;

/** The receipt of a sent transaction once it is mined; a reverted one fails, as with ethers' wait(). */
export async function mined(sent: Sent | Promise<Sent>): Promise<TransactionReceipt> {
  const { hash, provider } = await sent;
  const deadline = Date.now() + MINED_TIMEOUT_MS;
  for (;;) {
    const receipt = await provider.getTransactionReceipt(hash);
    if (receipt?.status === 0) throw new Error(`Transaction ${hash} reverted`);
    if (receipt) return receipt;
    if (Date.now() > deadline) throw new Error(`Transaction ${hash} was not mined within ${MINED_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS));
  }
}

/** The contract once its deployment is mined: `mined` for what waitForDeployment() waits with wait(). */
export async function deployed<Deployed extends BaseContract>(contract: Deployed): Promise<Deployed> {
  const deployment = contract.deploymentTransaction();
  if (!deployment) throw new Error('deployed() takes a contract just made by ContractFactory.deploy(), which has its deployment transaction');
  await mined(deployment);
  return contract;
}
