import { send } from './send.js';
import { ErrorMessages, LatchMessages } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import type { LatchEvent } from '../../store/events.js';
import { parseUnits } from '../../format/units.js';
import { memoryAdapter, testNetwork } from '../../testing/memoryAdapter.js';
import type { TokenBalance } from '../account/accountsSlice.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectCurrentView } from '../modal/selectors.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';
import { openModal, pushView } from '../../actions/modal.js';
import { updateSend } from './send.js';

const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 0, quantity: { decimals: '18', numeric: '10' }, iconUrl: '' };
const usdc: TokenBalance = { ...eth, name: 'USD Coin', symbol: 'USDC', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', quantity: { decimals: '6', numeric: '100' } };

async function connected(config: Parameters<typeof testLatch>[0] = {}) {
  const setup = testLatch(config);
  await connect(setup.latch, { connectorId: 'io.test' });
  await flush();
  openModal(setup.latch);
  return setup;
}

describe('parseUnits', () => {
  it.each([
    ['1.5', 6, 1_500_000n],
    ['0.000001', 6, 1n],
    ['10', 18, 10n ** 19n],
    [' 2. ', 2, 200n],
    ['.25', 2, 25n],
  ])('reads %p with %p decimals as %p', (amount, decimals, expected) => {
    expect(parseUnits(amount, decimals)).toBe(expected);
  });

  it.each(['', '0', '0.0', '-1', '1e3', 'abc', '1.2.3', '.'])('refuses %p', (amount) => {
    expect(() => parseUnits(amount, 6)).toThrow(LatchMessages.invalidAmount.text);
  });

  it('refuses more fraction digits than the token has', () => {
    expect(() => parseUnits('1.0000001', 6)).toThrow('This token allows at most 6 decimals.');
  });
});

describe('send (SPEC 4 and 5)', () => {
  it('needs an amount and a receiver, then a token', async () => {
    const { latch } = await connected();
    await expect(send(latch)).rejects.toThrow(ErrorMessages.sendAmountAndReceiverRequired.text);
    updateSend(latch, { sendTokenAmount: '1', receiverAddress: RECEIVER });
    await expect(send(latch)).rejects.toThrow(ErrorMessages.sendTokenRequired.text);
  });

  it('says "Unsupported chain" where the namespace\'s adapter declares no send', async () => {
    const polkadot = { ...testNetwork, id: 'dot', caipNetworkId: 'polkadot:dot' as const, chainNamespace: 'polkadot' as const };
    const { latch } = testLatch({ networks: [polkadot], adapters: [memoryAdapter({ namespace: 'polkadot', rules: { address: '1[0-9a-zA-Z]{46,47}' } }).adapter] });
    await expect(send(latch)).rejects.toThrow(ErrorMessages.unsupportedChain.text);
  });

  it('refuses a receiver that is not an address of the namespace', async () => {
    const { latch } = await connected();
    updateSend(latch, { token: eth, sendTokenAmount: '1', receiverAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' });
    await expect(send(latch)).rejects.toThrow(LatchMessages.invalidReceiver.text);
  });

  it('sends native value, refreshes the balance, resets the form and stays on the view', async () => {
    const { latch, wallet } = await connected();
    pushView(latch, 'Account');
    wallet.control.balance = '8.5';
    updateSend(latch, { token: eth, sendTokenAmount: '1.5', receiverAddress: RECEIVER });
    await expect(send(latch)).resolves.toMatch(/^0x(ab){32}$/);
    expect(wallet.calls).toContain(`send:native:${RECEIVER}:1500000000000000000`);
    expect(selectActiveAccount(latch.getState())?.balance).toBe('8.5');
    expect(latch.getState().send).toEqual({});
  });

  it("reads the balance past the adapter's cache once the send is in", async () => {
    const { latch, wallet } = await connected();
    const asked: unknown[] = [];
    const read = wallet.adapter.getBalance.bind(wallet.adapter);
    wallet.adapter.getBalance = async (params) => (asked.push(params.fresh), read(params));
    updateSend(latch, { token: eth, sendTokenAmount: '1', receiverAddress: RECEIVER });
    await send(latch);
    expect(asked).toEqual([true]);
  });

  it('sends an ERC-20 in its own units and returns to Account', async () => {
    const { latch, wallet } = await connected();
    pushView(latch, 'AllWallets');
    updateSend(latch, { token: usdc, sendTokenAmount: '1.5', receiverAddress: RECEIVER });
    await send(latch);
    expect(wallet.calls).toContain(`send:${usdc.address}:${RECEIVER}:1500000`);
    expect(latch.getState().router.history).toEqual([{ view: 'Account' }]);
  });

  it('keeps the form when the wallet refuses', async () => {
    const { latch, wallet } = await connected();
    wallet.control.sendError = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    updateSend(latch, { token: eth, sendTokenAmount: '1', receiverAddress: RECEIVER });
    await expect(send(latch)).rejects.toThrow(ErrorMessages.signatureDeclined.text);
    expect(latch.getState().send.sendTokenAmount).toBe('1');
    expect(selectCurrentView(latch.getState())).toBe('Account');
  });

  // The node's own words are not for the person; they stay in the error and in SEND_ERROR for a developer.
  it.each([
    ['a refusal in EIP-1193 words', Object.assign(new Error('User rejected the request.'), { code: 4001 }), ErrorMessages.signatureDeclined, 'User rejected the request.'],
    ["ethers' name for a refusal", Object.assign(new Error('user rejected action'), { code: 'ACTION_REJECTED' }), ErrorMessages.signatureDeclined, 'user rejected action'],
    ['a cut connection', new Error('socket hang up'), ErrorMessages.somethingWentWrong, 'socket hang up'],
    ["a node's JSON-RPC error", Object.assign(new Error('{"code":-32000,"message":"nonce too low"}'), { code: -32000 }), ErrorMessages.somethingWentWrong, '{"code":-32000,"message":"nonce too low"}'],
    ['a Latch error', new LatchError(LatchMessages.walletInvalidTransactionHash), LatchMessages.walletInvalidTransactionHash, ''],
    ["the embedded wallet's words for its node's failure", new LatchError({ text: 'The network answered HTTP 502 without JSON-RPC' }), ErrorMessages.somethingWentWrong, 'The network answered HTTP 502 without JSON-RPC'],
  ])('reads %s as a catalogue text, the wallet\'s words kept as details', async (_case, thrown, message, details) => {
    const { latch, wallet } = await connected();
    const events: LatchEvent[] = [];
    latch.onEvent((event) => events.push(event));
    wallet.control.sendError = thrown;
    updateSend(latch, { token: eth, sendTokenAmount: '1', receiverAddress: RECEIVER });
    const failure: unknown = await send(latch).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LatchError);
    expect(failure).toMatchObject({ id: message.id, message: message.text });
    // The thrown error itself, or its cause: nothing of the wallet's is lost.
    expect([failure, (failure as LatchError).cause]).toContain(thrown);
    expect(events).toEqual([{ type: 'SEND_ERROR', properties: { network: 'eip155:31337', message: message.text, details } }]);
  });
});
