// The embedded wallet's Solana account through the adapter, with the Latch instance's embedded
// session faked at its seam (AdapterContext.share): one AUTH row named as adapter-evm's, a silent
// restore only when the frame is signed in, the signing methods as RPC requests whose answers are
// parsed, a refusal in the frame as "Signature declined", the frame's sign-out as a disconnect.
import { ErrorMessages, LatchMessages, systemClock, type AdapterEvent, type ConnectorInfo } from '@latch/core';
import { createAdapterContext } from '@latch/core/testing';
import { EMBEDDED_SESSION_KEY, FrameError, type EmbeddedSession, type EmbeddedSessionEvent } from '@latch/frame';
import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { localNetwork } from '../../test/networks.js';
import { solanaAdapter } from '../solanaAdapter.js';

const keypair = Keypair.generate();
const ADDRESS = keypair.publicKey.toBase58();
const NETWORK = localNetwork();
const SIGNATURE = bs58.encode(new Uint8Array(64).fill(9));

function fakeSession({ signedIn = true } = {}) {
  const members: ((event: EmbeddedSessionEvent) => void)[] = [];
  const rpc = jest.fn(async (_payload: { method: string; params?: unknown; chainId?: unknown }): Promise<unknown> => ({ signature: SIGNATURE }));
  const request = jest.fn(async (type: string, payload: unknown): Promise<unknown> => {
    if (type === 'IS_CONNECTED') return { isConnected: signedIn };
    if (type === 'GET_USER') return { email: 'ada@example.com', userName: 'Ada', socialProvider: 'discord', address: ADDRESS, chainId: (payload as { chainId: string }).chainId, accounts: [{ address: ADDRESS, type: 'eoa' }] };
    if (type === 'RPC_REQUEST') return { result: await rpc(payload as never) };
    throw new Error(`unexpected ${type}`);
  });
  const session = {
    request,
    typedInFrame: jest.fn(),
    isConnected: async () => signedIn,
    signOut: jest.fn(async () => members.forEach((member) => member({ type: 'ended' }))),
    showFrame: jest.fn(),
    join: (listener: (event: EmbeddedSessionEvent) => void) => {
      members.push(listener);
      return () => undefined;
    },
    destroy: jest.fn(),
  } as unknown as EmbeddedSession;
  return { session, request, rpc, tell: (event: EmbeddedSessionEvent) => members[0]?.(event) };
}

async function setup(options: { signedIn?: boolean } = {}) {
  const fake = fakeSession(options);
  const context = createAdapterContext({ projectId: 'latch-test', clock: systemClock });
  // What adapter-evm would have made first: the instance's one session.
  context.share(EMBEDDED_SESSION_KEY, () => fake.session);
  const adapter = solanaAdapter({ discovery: false, embeddedWallet: { frameUrl: 'http://127.0.0.1:5174/' } });
  adapter.init!(context);
  const events: AdapterEvent[] = [];
  adapter.subscribe((event) => events.push(event));
  const listed = await new Promise<ConnectorInfo[]>((resolve) => adapter.watchConnectors(resolve));
  return { ...fake, adapter, events, listed };
}

it('lists one AUTH connector named as the EVM one', async () => {
  const { listed } = await setup();
  expect(listed).toEqual([{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'solana' }]);
});

it('restores the Solana account of the signed-in frame on the network asked for, silently, with who logged in and that it is an EOA', async () => {
  const { adapter, request } = await setup();
  const user = { email: 'ada@example.com', username: 'Ada', socialProvider: 'discord', accountType: 'eoa' };
  await expect(adapter.reconnect({ connectorId: 'auth', network: NETWORK })).resolves.toEqual({ address: ADDRESS, chainId: NETWORK.id, user });
  expect(request).toHaveBeenCalledWith('GET_USER', { chainId: NETWORK.caipNetworkId });
});

it('restores nothing when the frame is signed out, or without a Solana network', async () => {
  const { adapter, request } = await setup({ signedIn: false });
  await expect(adapter.reconnect({ connectorId: 'auth', network: NETWORK })).resolves.toBeUndefined();
  await expect(adapter.reconnect({ connectorId: 'auth' })).resolves.toBeUndefined();
  expect(request).not.toHaveBeenCalledWith('GET_USER', expect.anything());
});

it('signs a message through solana_signMessage, base58 both ways', async () => {
  const { adapter, rpc } = await setup();
  await adapter.connect({ connectorId: 'auth', network: NETWORK });
  await expect(adapter.signMessage({ message: 'hello', address: ADDRESS })).resolves.toBe(SIGNATURE);
  expect(rpc).toHaveBeenCalledWith({ method: 'solana_signMessage', params: { message: bs58.encode(new TextEncoder().encode('hello')), pubkey: ADDRESS }, chainId: NETWORK.caipNetworkId });
});

it('a refusal in the frame is "Signature declined"; an answer of the wrong shape is refused', async () => {
  const { adapter, rpc } = await setup();
  await adapter.connect({ connectorId: 'auth', network: NETWORK });
  rpc.mockRejectedValueOnce(new FrameError('frame', ErrorMessages.signatureDeclined.text, { requestType: 'RPC_REQUEST' }));
  await expect(adapter.signMessage({ message: 'hello', address: ADDRESS })).rejects.toThrow(ErrorMessages.signatureDeclined.text);
  rpc.mockResolvedValueOnce({ signature: '0xnot-base58' });
  await expect(adapter.signMessage({ message: 'hello', address: ADDRESS })).rejects.toThrow(LatchMessages.walletInvalidSignature.text);
});

it("passes the frame's approval notices on, and its sign-out as a disconnect", async () => {
  const { adapter, events, tell, session } = await setup();
  await adapter.connect({ connectorId: 'auth', network: NETWORK });
  tell({ type: 'approvalRequested' });
  tell({ type: 'ended' });
  expect(events).toEqual([{ type: 'approvalRequested' }, { type: 'disconnect' }]);
  await adapter.disconnect();
  expect(session.signOut).not.toHaveBeenCalled();
});

it('disconnecting signs the frame out', async () => {
  const { adapter, session } = await setup();
  await adapter.connect({ connectorId: 'auth', network: NETWORK });
  await adapter.disconnect();
  expect(session.signOut).toHaveBeenCalledTimes(1);
});
