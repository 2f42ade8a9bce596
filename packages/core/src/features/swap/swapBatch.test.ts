import { selectSwap } from './selectors.js';
import { swap } from './swapExecute.js';
import { ErrorMessages, LatchMessages } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { manualClock } from '../../testing/memoryAdapter.js';
import { flush } from '../../../test/flush.js';
import { useFakeServices } from '../../../test/fakeServices.js';
import { ADDRESS, APPROVE, quotedSwap, ROUTER, USDC_CONTRACT } from '../../../test/quotedSwap.js';
import { selectCurrentView } from '../modal/selectors.js';
import type { Eip1193Requester } from '../account/walletRequests.js';
import { atomicStatusOf } from '../account/walletCapabilities.js';
import { CALLS_STATUS_POLL_MS, CALLS_STATUS_TIMEOUT_MS, sendAtomicCalls } from './swapBatch.js';

const fake = useFakeServices();
const HASH = `0x${'ab'.repeat(32)}`;
const IN = { status: 200, receipts: [{ transactionHash: HASH, status: '0x1' }] };

/** An EIP-5792 wallet: its capabilities, then the statuses wallet_getCallsStatus answers in turn (the last one again after). */
function batchWallet({ capabilities = { '0x7a69': { atomic: { status: 'supported' } } } as unknown, statuses = [IN] as unknown[], sendAnswer = { id: 'bundle-1' } as unknown, sendError = undefined as unknown } = {}) {
  const asked: { method: string; params?: unknown[] }[] = [];
  let polled = 0;
  const provider: Eip1193Requester = {
    async request(args) {
      asked.push(args);
      switch (args.method) {
        case 'wallet_getCapabilities':
          return capabilities;
        case 'wallet_sendCalls':
          if (sendError) throw sendError;
          return sendAnswer;
        case 'wallet_getCallsStatus':
          return statuses[Math.min(polled++, statuses.length - 1)];
        default:
          throw Object.assign(new Error('Unsupported method'), { code: 4200 });
      }
    },
  };
  return { provider, asked, sentCalls: () => asked.filter((call) => call.method === 'wallet_sendCalls') };
}

async function batchedSwap(options: Parameters<typeof batchWallet>[0] = {}, swapOptions: Parameters<typeof quotedSwap>[1] = {}) {
  const setup = await quotedSwap(fake(), swapOptions);
  const wallet = batchWallet(options);
  setup.wallet.adapter.getWalletProvider = async () => wallet.provider;
  return { ...setup, batch: wallet };
}

const sentTransactions = (calls: string[]) => calls.filter((call) => call.startsWith('sendTransaction:'));

describe('capability parsing (EIP-5792 wallet_getCapabilities)', () => {
  it.each([
    ['the chain says supported', { '0x7a69': { atomic: { status: 'supported' } } }, 'supported'],
    ['the chain id in capitals', { '0x7A69': { atomic: { status: 'ready' } } }, 'ready'],
    ['every chain (0x0) says supported', { '0x0': { atomic: { status: 'supported' } } }, 'supported'],
    ['the chain overrides every chain', { '0x0': { atomic: { status: 'supported' } }, '0x7a69': { atomic: { status: 'unsupported' } } }, 'unsupported'],
    ['other capabilities only', { '0x7a69': { paymasterService: { supported: true } } }, 'unsupported'],
    ['another chain only', { '0x1': { atomic: { status: 'supported' } } }, 'unsupported'],
    ['an unknown status', { '0x7a69': { atomic: { status: 'maybe' } } }, 'unsupported'],
    ['the old atomicBatch shape', { '0x7a69': { atomicBatch: { supported: true } } }, 'unsupported'],
    ['not an object', 'yes', 'unsupported'],
    ['null', null, 'unsupported'],
  ])('%s', (_what, answer, expected) => {
    expect(atomicStatusOf(answer, 31337)).toBe(expected);
  });
});

describe('sending calls atomically (wallet_sendCalls, wallet_getCallsStatus)', () => {
  const calls = [{ to: USDC_CONTRACT, data: APPROVE, value: 0n }, { to: ROUTER, data: '0x38ed1739', value: 10n ** 18n }];

  it('sends one atomic batch from the account on the chain, then asks its status each second until it is in', async () => {
    const clock = manualClock();
    const wallet = batchWallet({ statuses: [{ status: 100 }, { status: 100 }, IN] });
    const sent = sendAtomicCalls(wallet.provider, { from: ADDRESS, chainId: 31337, calls, clock });
    await flush();
    expect(wallet.sentCalls()).toEqual([
      {
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', from: ADDRESS, chainId: '0x7a69', atomicRequired: true, calls: [{ to: USDC_CONTRACT, data: APPROVE, value: '0x0' }, { to: ROUTER, data: '0x38ed1739', value: '0xde0b6b3a7640000' }] }],
      },
    ]);
    expect(wallet.asked.filter((call) => call.method === 'wallet_getCallsStatus')).toEqual([{ method: 'wallet_getCallsStatus', params: ['bundle-1'] }]);
    clock.advance(CALLS_STATUS_POLL_MS);
    await flush();
    clock.advance(CALLS_STATUS_POLL_MS);
    await expect(sent).resolves.toBe(HASH);
    expect(wallet.asked.filter((call) => call.method === 'wallet_getCallsStatus')).toHaveLength(3);
  });

  it('takes the bare id of a 1.0 wallet', async () => {
    const wallet = batchWallet({ sendAnswer: 'bundle-2' });
    await expect(sendAtomicCalls(wallet.provider, { from: ADDRESS, chainId: 31337, calls, clock: manualClock() })).resolves.toBe(HASH);
    expect(wallet.asked.at(-1)).toEqual({ method: 'wallet_getCallsStatus', params: ['bundle-2'] });
  });

  it.each([
    ['no id', {}, [IN], 'wallet_sendCalls: '],
    ['an empty id', { id: '' }, [IN], 'wallet_sendCalls: '],
    ['a status that is no number', { id: 'b' }, [{ status: 'CONFIRMED' }], 'wallet_getCallsStatus: status'],
    ['a receipt hash that is none', { id: 'b' }, [{ status: 200, receipts: [{ transactionHash: '0x12' }] }], 'wallet_getCallsStatus: receipts.0.transactionHash'],
    ['a bundle in without receipts', { id: 'b' }, [{ status: 200 }], 'wallet_getCallsStatus: a bundle that is in has no receipt'],
  ])('refuses an answer with %s, and says where', async (_what, sendAnswer, statuses, details) => {
    const wallet = batchWallet({ sendAnswer, statuses });
    const refused = await sendAtomicCalls(wallet.provider, { from: ADDRESS, chainId: 31337, calls, clock: manualClock() }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ message: LatchMessages.walletInvalidCallsAnswer.text, details: expect.stringContaining(details) });
  });

  it.each([400, 500, 600])('says the swap failed when the wallet reports status %i', async (status) => {
    const wallet = batchWallet({ statuses: [{ status }] });
    const refused = await sendAtomicCalls(wallet.provider, { from: ADDRESS, chainId: 31337, calls, clock: manualClock() }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ message: LatchMessages.swapBatchFailed.text, details: `wallet_getCallsStatus: status ${status}` });
  });

  it('stops asking once the bundle is still pending after two minutes', async () => {
    const clock = manualClock();
    const wallet = batchWallet({ statuses: [{ status: 100 }] });
    const sent = sendAtomicCalls(wallet.provider, { from: ADDRESS, chainId: 31337, calls, clock }).catch((error: unknown) => error);
    for (let waited = 0; waited < CALLS_STATUS_TIMEOUT_MS; waited += CALLS_STATUS_POLL_MS) {
      await flush();
      clock.advance(CALLS_STATUS_POLL_MS);
    }
    expect(await sent).toMatchObject({ message: LatchMessages.swapBatchTimedOut.text, details: 'bundle-1' });
    expect(wallet.asked.filter((call) => call.method === 'wallet_getCallsStatus')).toHaveLength(CALLS_STATUS_TIMEOUT_MS / CALLS_STATUS_POLL_MS + 1);
  });
});

describe('a swap through a wallet that batches atomically', () => {
  it('asks the wallet its capabilities for the account and chain, then sends the approval and the swap as one batch: one request, the hash from its status', async () => {
    const { latch, wallet, batch, events } = await batchedSwap();
    const steps: unknown[] = [];
    const unsubscribe = latch.subscribe(() => void (steps.at(-1) !== selectSwap(latch.getState())?.step && steps.push(selectSwap(latch.getState())?.step)));
    const receipt = await swap(latch);
    unsubscribe();

    expect(batch.asked[0]).toEqual({ method: 'wallet_getCapabilities', params: [ADDRESS, ['0x7a69']] });
    expect(batch.sentCalls()).toEqual([
      {
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', from: ADDRESS, chainId: '0x7a69', atomicRequired: true, calls: [{ to: USDC_CONTRACT, data: APPROVE, value: '0x0' }, { to: ROUTER, data: '0x38ed1739', value: '0x0' }] }],
      },
    ]);
    expect(sentTransactions(wallet.calls)).toEqual([]);
    // Built without the services' estimate: the swap cannot run before its approval.
    expect(fake().bodies.at(-1)).toMatchObject({ disableEstimate: true });
    expect(steps).toEqual(['preparing', 'swapping', undefined]);
    expect(receipt.hash).toBe(HASH);
    expect(selectCurrentView(latch.getState())).toBe('Account');
    expect(events).toEqual([expect.objectContaining({ type: 'SWAP_SUCCESS', properties: expect.objectContaining({ hash: HASH }) })]);
  });

  it('sends the swap alone, as one transaction, when the allowance covers it', async () => {
    const { latch, wallet, batch } = await batchedSwap({}, { allowance: '1500000' });
    await swap(latch);
    // Only the balance read after the swap asks the wallet (its capabilities, for EIP-7811's assets).
    expect(batch.asked.map(({ method }) => method)).toEqual(['wallet_getCapabilities']);
    expect(batch.sentCalls()).toEqual([]);
    expect(sentTransactions(wallet.calls)).toEqual([`sendTransaction:${ROUTER}:0x38ed1739:0:200000`]);
    expect(fake().bodies.at(-1)).not.toHaveProperty('disableEstimate');
  });

  it.each([
    ['ready (the account would have to be upgraded first)', { '0x7a69': { atomic: { status: 'ready' } } }],
    ['unsupported', { '0x7a69': { atomic: { status: 'unsupported' } } }],
    ['a refusal of the method', undefined],
  ])('approves then swaps, one by one, when the wallet says %s', async (_what, capabilities) => {
    const { latch, wallet, batch } = await batchedSwap({ capabilities });
    if (!capabilities) batch.provider.request = async () => Promise.reject(Object.assign(new Error('Method not found'), { code: -32601 }));
    await swap(latch);
    expect(batch.sentCalls()).toEqual([]);
    expect(sentTransactions(wallet.calls)).toEqual([`sendTransaction:${USDC_CONTRACT}:${APPROVE}:0:50000`, `sendTransaction:${ROUTER}:0x38ed1739:0:200000`]);
  });

  it.each([
    ['an EIP-1193 rejection', Object.assign(new Error('User rejected the request.'), { code: 4001 })],
    ["WalletConnect's rejection", Object.assign(new Error('User rejected.'), { code: 5000 })],
    ['an adapter\'s "Signature declined"', new LatchError(ErrorMessages.signatureDeclined)],
  ])('reads a decline of the batch (%s) as SPEC 8 says for a smart account, and keeps the form', async (_what, sendError) => {
    const { latch, events } = await batchedSwap({ sendError });
    await expect(swap(latch)).rejects.toThrow(ErrorMessages.smartAccountSignatureDeclined.text);
    expect(selectSwap(latch.getState())).toMatchObject({ sourceTokenAmount: '1.5', step: undefined });
    expect(selectCurrentView(latch.getState())).toBe('Swap');
    expect(events).toEqual([expect.objectContaining({ type: 'SWAP_ERROR', properties: expect.objectContaining({ message: ErrorMessages.smartAccountSignatureDeclined.text }) })]);
  });

  it('passes on other wallet errors as they are', async () => {
    const { latch } = await batchedSwap({ sendError: Object.assign(new Error('Insufficient funds for gas'), { code: -32000 }) });
    await expect(swap(latch)).rejects.toThrow('Insufficient funds for gas');
  });

  it('reads a decline of the embedded smart account\'s lone swap as SPEC 8 says, and a plain account\'s as "Signature declined"', async () => {
    const smart = await quotedSwap(fake(), { allowance: '1500000', adapterOptions: { user: { email: 'ada@example.com', accountType: 'smartAccount', smartAccountDeployed: true } } });
    smart.wallet.control.sendError = new LatchError(ErrorMessages.signatureDeclined);
    await expect(swap(smart.latch)).rejects.toThrow(ErrorMessages.smartAccountSignatureDeclined.text);

    const plain = await quotedSwap(fake(), { allowance: '1500000' });
    plain.wallet.control.sendError = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    await expect(swap(plain.latch)).rejects.toThrow(ErrorMessages.signatureDeclined.text);
  });

  it('checks both calls before the wallet is asked, and sends nothing when one is not this swap', async () => {
    const { latch, batch } = await batchedSwap();
    fake().routes['/v1/convert/build-transaction'] = () => ({ body: { tx: { from: ADDRESS, to: `0x${'6'.repeat(40)}`, data: '0x38ed1739', value: '0' } } });
    await expect(swap(latch)).rejects.toThrow(LatchMessages.swapTransactionMismatch.text);
    expect(batch.sentCalls()).toEqual([]);
  });
});
