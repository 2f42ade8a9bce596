import { ADDRESS, ORIGIN, routerHarness as setup, settle, TO } from '../../test/routerHarness.js';
import {
  ATOMICITY_NOT_SUPPORTED,
  CHAIN_NOT_SUPPORTED,
  NOT_CONNECTED,
  notSupportedYet,
  OTHER_ACCOUNT,
  RPC_NOT_ALLOWED,
  SIGNATURE_DECLINED,
  SMART_SESSIONS_OFF,
  TYPED_DATA_CHAIN_INVALID,
  typedDataOtherChain,
} from '../messages.js';

describe('a safe method', () => {
  it('is answered at once by the network, without the person', async () => {
    const { request, forward, prompt } = setup();
    expect(await request('eth_blockNumber', [])).toBe('0x10');
    expect(forward).toHaveBeenCalledWith(expect.objectContaining({ chainId: 31337 }), 'eth_blockNumber', []);
    expect(prompt.asked).toEqual([]);
  });

  it('eth_accounts and eth_chainId are answered by the frame itself', async () => {
    const { request, forward } = setup();
    expect(await request('eth_accounts')).toEqual([ADDRESS]);
    expect(await request('eth_chainId')).toBe('0x7a69');
    expect(await setup({ connected: false }).request('eth_accounts')).toEqual([]);
    expect(forward).not.toHaveBeenCalled();
  });

  it('on a chain the frame does not know is "Chain is not supported"', async () => {
    await expect(setup().request('eth_blockNumber', [], 'eip155:1')).rejects.toThrow(CHAIN_NOT_SUPPORTED);
  });
});

describe('an unsafe method', () => {
  it('waits for the person, then signs on Approve, telling the app before and after', async () => {
    const { request, prompt, notified, signer } = setup();
    const answer = request('personal_sign', ['0x48656c6c6f', ADDRESS]);
    await settle();
    expect(notified).toEqual(['APPROVAL_REQUESTED personal_sign']);
    expect(prompt.asked[0]).toMatchObject({ method: 'personal_sign', title: 'Sign a message', message: 'Hello', origin: ORIGIN, dappName: 'Demo', network: 'Devnet (eip155:31337)' });
    expect(signer.personalSign).not.toHaveBeenCalled();
    prompt.answer(true);
    expect(await answer).toBe('0xsigned');
    expect(prompt.events).toEqual(['APPROVAL_REQUESTED', 'ask personal_sign', 'working', 'done', 'APPROVAL_SETTLED']);
  });

  it('is "Signature declined" on Reject, and nothing is signed', async () => {
    const { request, prompt, notified, signer } = setup();
    const answer = request('eth_sendTransaction', [{ from: ADDRESS, to: TO, value: '0xde0b6b3a7640000' }]);
    await settle();
    expect(prompt.asked[0]!.details).toEqual([
      ['From', ADDRESS],
      ['To', TO],
      ['Value', '1 ETH'],
      ['Data', 'none'],
      ['Max fee', '0.000042000000042 ETH'],
    ]);
    prompt.answer(false);
    await expect(answer).rejects.toThrow(SIGNATURE_DECLINED);
    expect(signer.sendTransaction).not.toHaveBeenCalled();
    expect(notified).toEqual(['APPROVAL_REQUESTED eth_sendTransaction', 'APPROVAL_SETTLED']);
  });

  it('a cancel from the app (its modal closed) rejects the waiting request and lets the next one be asked', async () => {
    const { request, prompt, approvals } = setup();
    const first = request('personal_sign', ['first', ADDRESS]);
    const second = request('personal_sign', ['second', ADDRESS]);
    await settle();
    expect(approvals.cancel()).toBe(true);
    await expect(first).rejects.toThrow(SIGNATURE_DECLINED);
    await settle();
    expect(prompt.asked.map((summary) => summary.message)).toEqual(['first', 'second']);
    prompt.answer(true);
    expect(await second).toBe('0xsigned');
    expect(approvals.cancel()).toBe(false);
  });

  it('asks one at a time, in order', async () => {
    const { request, prompt } = setup();
    const first = request('personal_sign', ['first', ADDRESS]);
    const second = request('personal_sign', ['second', ADDRESS]);
    await settle();
    expect(prompt.asked.map((summary) => summary.message)).toEqual(['first']);
    prompt.answer(false);
    await expect(first).rejects.toThrow(SIGNATURE_DECLINED);
    await settle();
    expect(prompt.asked.map((summary) => summary.message)).toEqual(['first', 'second']);
    prompt.answer(true);
    expect(await second).toBe('0xsigned');
  });

  it('shows typed data and sends wallet_sendCalls one call after the other', async () => {
    const { request, prompt, signer } = setup();
    const typed = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', domain: { name: 'Demo', chainId: 31337 }, message: { contents: 'hi' } };
    const signed = request('eth_signTypedData_v4', [ADDRESS, JSON.stringify(typed)]);
    await settle();
    expect(prompt.asked[0]).toMatchObject({ title: 'Sign typed data', details: [['From', ADDRESS], ['Type', 'Mail'], ['Domain', 'Demo']], message: JSON.stringify({ contents: 'hi' }, null, 2) });
    prompt.answer(true);
    expect(await signed).toBe('0xtyped');
    const sent = request('wallet_sendCalls', [{ version: '2.0.0', from: ADDRESS, chainId: '0x7a69', calls: [{ to: TO, value: '0x1' }, { to: TO, data: '0xabcdef' }] }]);
    await settle();
    expect(prompt.asked[1]).toMatchObject({ title: 'Send 2 calls' });
    prompt.answer(true);
    expect(await sent).toEqual({ id: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(signer.sendTransaction).toHaveBeenCalledTimes(2);
  });

  it('refuses typed data whose domain is for another chain, before anything is shown', async () => {
    const { request, prompt, signer } = setup();
    const typed = (chainId: unknown) => ({ types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', domain: { name: 'Demo', chainId }, message: { contents: 'hi' } });
    const devnet = { name: 'Devnet', caipNetworkId: 'eip155:31337' };
    await expect(request('eth_signTypedData_v4', [ADDRESS, JSON.stringify(typed(1))])).rejects.toThrow(typedDataOtherChain(1n, devnet));
    await expect(request('eth_signTypedData_v4', [ADDRESS, typed('0x89')])).rejects.toThrow(typedDataOtherChain(137n, devnet));
    await expect(request('eth_signTypedData_v4', [ADDRESS, typed(31337n + 2n ** 64n)])).rejects.toThrow(typedDataOtherChain(31337n + 2n ** 64n, devnet));
    for (const garbage of ['eip155:31337', -31337, 31337.5, { id: 31337 }]) {
      await expect(request('eth_signTypedData_v4', [ADDRESS, typed(garbage)])).rejects.toThrow(TYPED_DATA_CHAIN_INVALID);
    }
    expect(prompt.asked).toEqual([]);
    for (const same of [31337, '31337', '0x7a69', 31337n]) {
      const signed = request('eth_signTypedData_v4', [ADDRESS, typed(same)]);
      await settle();
      prompt.answer(true);
      expect(await signed).toBe('0xtyped');
    }
    expect(signer.signTypedData).toHaveBeenCalledTimes(4);
  });

  it('needs a signed-in wallet, the wallet own account, and valid params, before anything is shown', async () => {
    await expect(setup({ connected: false }).request('personal_sign', ['hi', ADDRESS])).rejects.toThrow(NOT_CONNECTED);
    const { request, prompt } = setup();
    await expect(request('personal_sign', ['hi', TO])).rejects.toThrow(OTHER_ACCOUNT);
    await expect(request('eth_sendTransaction', [{ to: 'nowhere' }])).rejects.toThrow('Invalid eth_sendTransaction params: 0.to');
    await expect(request('wallet_sendCalls', [{ calls: [{ to: 'abc' }] }])).rejects.toThrow('A call target must start with 0x');
    await expect(request('wallet_sendCalls', [{ atomicRequired: true, calls: [{ to: TO }, { to: TO }] }])).rejects.toThrow(ATOMICITY_NOT_SUPPORTED);
    await expect(request('eth_signTypedData_v4', [ADDRESS, '{not json'])).rejects.toThrow('the typed data is not JSON');
    expect(prompt.asked).toEqual([]);
  });

  it.each(['solana_signMessage', 'solana_signAndSendTransaction', 'eth_sendUserOperation'])('that the wallet cannot do yet (%s) is an error, never silence', async (method) => {
    const { request, prompt } = setup();
    await expect(request(method, [])).rejects.toThrow(notSupportedYet(method));
    expect(prompt.asked).toEqual([]);
  });

  it("asking for permissions or sending within one while the app's smartSessions feature is off is refused, never shown", async () => {
    const { request, prompt } = setup();
    const context = `0x${'ab'.repeat(20)}`;
    await expect(request('wallet_grantPermissions', [{ chainId: '0x7a69', expiry: 1, permissions: [] }])).rejects.toThrow(SMART_SESSIONS_OFF);
    await expect(request('wallet_revokePermissions', [{ permissionContext: context }])).rejects.toThrow(SMART_SESSIONS_OFF);
    await expect(request('wallet_sendCalls', [{ calls: [{ to: TO, value: '0x1' }], capabilities: { permissions: { context } } }])).rejects.toThrow(SMART_SESSIONS_OFF);
    expect(prompt.asked).toEqual([]);
  });
});

it('refuses any other method: "Requested RPC call is not allowed"', async () => {
  const { request, forward } = setup();
  for (const method of ['eth_sign', 'eth_signTransaction', 'anvil_setBalance', 'debug_traceTransaction']) {
    await expect(request(method, [])).rejects.toThrow(RPC_NOT_ALLOWED);
  }
  expect(forward).not.toHaveBeenCalled();
});

it('answers wallet_getCallsStatus from the receipts of the calls it sent', async () => {
  const { request, prompt, forward } = setup();
  const sent = request('wallet_sendCalls', [{ calls: [{ to: TO }] }]);
  await settle();
  prompt.answer(true);
  const { id } = (await sent) as { id: string };
  forward.mockImplementation(async () => ({ status: '0x1', blockHash: '0xb', blockNumber: '0x2', gasUsed: '0x5208', transactionHash: `0x${'12'.repeat(32)}`, logs: [] }));
  expect(await request('wallet_getCallsStatus', [id])).toMatchObject({ id, chainId: '0x7a69', atomic: false, status: 200, receipts: [{ status: '0x1' }] });
  await expect(request('wallet_getCallsStatus', ['0x00'])).rejects.toThrow('Unknown call bundle');
});
