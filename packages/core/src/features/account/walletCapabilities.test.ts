import { signIn } from '../siwx/signIn.js';
import { connect } from '../../actions/connection.js';
import { ErrorMessages } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { eip4361Siwx } from '../../siwx/eip4361.js';
import { createStorage } from '../../storage/storage.js';
import { manualClock } from '../../testing/memoryAdapter.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { askAtomicStatus, batchesOnItsOwn } from './walletCapabilities.js';
import { WALLET_ANSWER_TIMEOUT_MS } from './walletRequests.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const wallet = (answer: () => Promise<unknown>) => ({ request: answer });

describe('asking a wallet its atomic batches (EIP-5792)', () => {
  it('takes a wallet silent for three seconds as one without them', async () => {
    const clock = manualClock();
    const asked = askAtomicStatus(wallet(() => new Promise(() => {})), ADDRESS, 31337, clock);
    clock.advance(WALLET_ANSWER_TIMEOUT_MS - 1);
    await flush();
    let settled = false;
    void asked.then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    clock.advance(1);
    await expect(asked).resolves.toBe('unsupported');
  });

  it('asks for the account and the chain in hex, and reads its answer', async () => {
    const params: unknown[] = [];
    const provider = {
      async request(args: { method: string; params?: unknown[] }) {
        params.push(args.params);
        return { '0x7a69': { atomic: { status: 'supported' } } };
      },
    };
    const answer = askAtomicStatus(provider, ADDRESS, 31337, manualClock());
    await expect(answer).resolves.toBe('supported');
    expect(params).toEqual([[ADDRESS, ['0x7a69']]]);
  });

  it('is no smart account where the wallet has no provider to ask, or the chain is no number', async () => {
    expect(await batchesOnItsOwn({ getWalletProvider: async () => undefined }, ADDRESS, 31337, manualClock())).toBe(false);
    let asked = 0;
    const provider = {
      async request() {
        asked += 1;
        return { '0x0': { atomic: { status: 'supported' } } };
      },
    };
    expect(await batchesOnItsOwn({ getWalletProvider: async () => provider }, ADDRESS, Number('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), manualClock())).toBe(false);
    expect(asked).toBe(0);
  });
});

describe('a declined sign-in on an external smart wallet (SPEC 8)', () => {
  async function declinedSignIn(capabilities: unknown) {
    const siwx = eip4361Siwx({ domain: 'app.example', uri: 'https://app.example', storage: createStorage(null), now: () => Date.parse('2026-11-22T12:00:00Z') });
    const setup = testLatch({ siwx });
    setup.wallet.adapter.getWalletProvider = async () => ({ request: async ({ method }: { method: string }) => (method === 'wallet_getCapabilities' ? capabilities : null) });
    await connect(setup.latch, { connectorId: 'io.test' });
    await flush();
    setup.wallet.control.signError = new LatchError(ErrorMessages.signatureDeclined);
    await signIn(setup.latch);
    return setup.latch.getState().siwx.error;
  }

  it('reads "This application might not support Smart Accounts" where the wallet batches atomically on its own', async () => {
    expect(await declinedSignIn({ '0x7a69': { atomic: { status: 'supported' } } })).toEqual(ErrorMessages.smartAccountSignatureDeclined);
  });

  it('reads "Signature declined" for an account that only could be upgraded, or says nothing of batches', async () => {
    expect(await declinedSignIn({ '0x7a69': { atomic: { status: 'ready' } } })).toEqual(ErrorMessages.signatureDeclined);
    expect(await declinedSignIn(null)).toEqual(ErrorMessages.signatureDeclined);
  });
});
