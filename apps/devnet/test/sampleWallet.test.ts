import { getSdkError } from '@walletconnect/utils';
import { parseEther, toQuantity, verifyMessage, verifyTypedData } from 'ethers';
import { createSampleWallet, freshProvider, startDevnet, startRelay, type Devnet, type Relay, type SampleWallet, type WalletProposal, type WalletRequest } from '../src/index.js';
import { EIP155_REQUEST, nextEvent, startDapp, type Dapp } from './dappClient.js';

let relay: Relay;
let devnet: Devnet;
let dapp: Dapp;
let stopDapp: () => Promise<void>;
let wallet: SampleWallet;
const walletErrors: unknown[] = [];

beforeAll(async () => {
  [relay, devnet] = await Promise.all([startRelay({ port: 0 }), startDevnet({ port: 0 })]);
  ({ dapp, stop: stopDapp } = await startDapp(relay.url));
  wallet = await createSampleWallet({ relayUrl: relay.url, rpcUrl: devnet.rpcUrl, privateKey: devnet.accounts[1]!.privateKey, onError: (error) => walletErrors.push(error) });
});
afterAll(async () => {
  await wallet?.stop();
  await stopDapp?.();
  await Promise.all([relay?.stop(), devnet?.stop()]);
});

/** The dApp proposes, the wallet pairs and the proposal comes back to the test to answer. */
async function propose(namespaces: { requiredNamespaces?: object; optionalNamespaces?: object } = { optionalNamespaces: EIP155_REQUEST }) {
  const proposal = nextEvent<WalletProposal>(wallet.onProposal);
  const { uri, approval } = await dapp.connect(namespaces as Parameters<Dapp['connect']>[0]);
  await wallet.pair(uri!);
  return { proposal: await proposal, approval };
}

describe('sample wallet over the local relay', () => {
  let topic: string;
  const request = (method: string, params: unknown[] = []) => dapp.request({ topic, chainId: 'eip155:31337', request: { method, params } });

  it('shows a proposal, and approving it gives the dApp a session on eip155:31337 with the wallet account', async () => {
    const { proposal, approval } = await propose();
    expect(proposal).toEqual({ id: expect.any(Number), name: 'Test dApp', url: 'http://127.0.0.1:5173', chains: ['eip155:31337'] });
    await wallet.approve(proposal.id);
    const session = await approval();
    topic = session.topic;
    expect(session.namespaces['eip155']!.accounts).toEqual([`eip155:31337:${wallet.address}`]);
    expect(wallet.sessions()).toEqual([{ topic, name: 'Test dApp', url: 'http://127.0.0.1:5173', accounts: [`eip155:31337:${wallet.address}`], expiry: expect.any(Number) }]);
  });

  it('shows a personal_sign request and answers it once approved, with a signature of its account', async () => {
    const shown = nextEvent<WalletRequest>(wallet.onRequest);
    const signature = request('personal_sign', ['0x68656c6c6f', wallet.address]);
    const incoming = await shown;
    expect(incoming).toMatchObject({ topic, chainId: 'eip155:31337', method: 'personal_sign', params: ['0x68656c6c6f', wallet.address], dapp: { name: 'Test dApp' } });
    expect(wallet.waiting()).toEqual([incoming.id]);
    await wallet.approve(incoming.id);
    expect(wallet.waiting()).toEqual([]);
    expect(verifyMessage('hello', (await signature) as string)).toBe(wallet.address);
  });

  it('answers a rejected request with error 4001', async () => {
    const shown = nextEvent<WalletRequest>(wallet.onRequest);
    const signature = request('personal_sign', ['0x6869', wallet.address]);
    await shown;
    await wallet.reject();
    await expect(signature).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
  });

  it('answers eth_accounts, eth_chainId and wallet_switchEthereumChain without asking, refusing other chains with 4902', async () => {
    expect(await request('eth_accounts')).toEqual([wallet.address]);
    expect(await request('eth_chainId')).toBe('0x7a69');
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBeNull();
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).rejects.toMatchObject({ code: 4902 });
  });

  it('refuses to sign for another account (4100) and malformed params (-32602)', async () => {
    await expect(request('personal_sign', ['0x68', devnet.accounts[2]!.address])).rejects.toMatchObject({ code: 4100 });
    // The SDK replaces the message of a reserved JSON-RPC code with its standard one.
    await expect(request('eth_sendTransaction', [{ from: wallet.address, value: 'lots' }])).rejects.toMatchObject({ code: -32602, message: 'Invalid params' });
  });

  it('signs typed data and sends a transaction that lands on anvil, auto-approved', async () => {
    wallet.setAutoApprove(true);
    const typed = {
      types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }], Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Latch', chainId: 31337 },
      message: { contents: 'hi' },
    };
    const typedSignature = (await request('eth_signTypedData_v4', [wallet.address, JSON.stringify(typed)])) as string;
    expect(verifyTypedData(typed.domain, { Mail: typed.types.Mail }, typed.message, typedSignature)).toBe(wallet.address);

    const provider = freshProvider(devnet.rpcUrl);
    const recipient = devnet.accounts[3]!.address;
    const before = await provider.getBalance(recipient);
    const hash = await request('eth_sendTransaction', [{ from: wallet.address, to: recipient, value: toQuantity(parseEther('1.5')) }]);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await provider.getBalance(recipient)) - before).toBe(parseEther('1.5'));
    provider.destroy();
    wallet.setAutoApprove(false);
  });

  it('forgets the session when the dApp disconnects', async () => {
    await dapp.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') });
    await waitFor(() => wallet.sessions().length === 0);
  });
});

describe('sample wallet: refusals and its own disconnect', () => {
  it('gives the dApp a rejection error when the proposal is rejected', async () => {
    const { proposal, approval } = await propose();
    await wallet.reject(proposal.id);
    await expect(approval()).rejects.toMatchObject({ code: 5000, message: 'User rejected.' });
  });

  it('rejects a proposal that requires a chain it does not serve, even when auto-approving', async () => {
    wallet.setAutoApprove(true);
    walletErrors.length = 0;
    const { approval } = await propose({ optionalNamespaces: { eip155: { ...EIP155_REQUEST.eip155, chains: ['eip155:1'] } } });
    await expect(approval()).rejects.toMatchObject({ code: 5100 });
    expect(String(walletErrors[0])).toContain('cannot serve proposal');
    wallet.setAutoApprove(false);
  });

  it('approves what waits once auto-approval is turned on, and disconnectAll ends every session on the dApp side too', async () => {
    const { approval } = await propose();
    wallet.setAutoApprove(true);
    const session = await approval();
    wallet.setAutoApprove(false);
    const deleted = new Promise((resolve) => dapp.once('session_delete', resolve));
    await wallet.disconnectAll();
    expect(await deleted).toMatchObject({ topic: session.topic });
    expect(wallet.sessions()).toEqual([]);
    await expect(wallet.approve()).rejects.toThrow('Nothing is waiting for approval.');
  });

  it('ends one session with disconnect(topic), telling the dApp and its change listeners', async () => {
    const { proposal, approval } = await propose();
    let changes = 0;
    const stopListening = wallet.onChange(() => changes++);
    await wallet.approve(proposal.id);
    const session = await approval();
    expect(changes).toBeGreaterThanOrEqual(2); // the proposal left the queue, then the session began
    const deleted = new Promise((resolve) => dapp.once('session_delete', resolve));
    changes = 0;
    await wallet.disconnect(session.topic);
    expect(await deleted).toMatchObject({ topic: session.topic });
    expect(wallet.sessions()).toEqual([]);
    expect(changes).toBeGreaterThanOrEqual(1);
    stopListening();
  });

  it('takes a proposal that carries a Verify attestation at once, asking no Verify server', async () => {
    // A dApp in a browser attaches one; resolving it would wait forever for verify.walletconnect.org's key offline.
    const register = dapp.core.verify.register;
    dapp.core.verify.register = async ({ id }) => fakeAttestation(id);
    try {
      const { proposal, approval } = await propose();
      await wallet.reject(proposal.id);
      await expect(approval()).rejects.toMatchObject({ code: 5000 });
    } finally {
      dapp.core.verify.register = register;
    }
  });
});

/** A JWT shaped as Verify's attestation for the message with this id; its signature is never checked here. */
function fakeAttestation(id: string): string {
  const payload = { id, origin: 'http://127.0.0.1:5173', isScam: false, isVerified: true, exp: Math.floor(Date.now() / 1000) + 300 };
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(payload)}.${Buffer.alloc(64).toString('base64url')}`;
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
