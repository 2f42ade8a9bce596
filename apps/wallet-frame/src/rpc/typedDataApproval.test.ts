// What the approval screen shows of eth_signTypedData_v4, through the router: a permit in words
// with its dangers, a warning when the domain names no chain, and typed data refused unseen when
// what ethers would sign is not what the request names.
import { MaxUint256 } from 'ethers';
import { tokenCalls } from '../../test/tokenContracts.js';
import { ADDRESS, routerHarness as setup, settle, TO } from '../../test/routerHarness.js';
import { SIGNATURE_DECLINED, typedDataOtherPrimaryType, typedDataUnsignable } from '../messages.js';
import type { TypedData } from './params.js';

const SPENDER = '0xA1A1a1a1A1A1A1A1A1a1a1a1a1a1A1A1a1A1a1a1';
const row = (details: [string, string][], label: string) => details.find(([name]) => name === label)?.[1];
const field = (name: string, type: string) => ({ name, type });
const usdc = tokenCalls({ [TO]: { symbol: 'USDC', decimals: 6 } });
const mail = (domain: Record<string, unknown>): TypedData => ({ types: { Mail: [field('contents', 'string')] }, primaryType: 'Mail', domain, message: { contents: 'hi' } });

describe('typed data on the approval screen', () => {
  it('shows an unlimited EIP-2612 permit in words, its danger above the details, and signs the typed data as it came', async () => {
    const { request, prompt, signer } = setup({ answers: usdc });
    const permit: TypedData = {
      types: { Permit: [field('owner', 'address'), field('spender', 'address'), field('value', 'uint256'), field('nonce', 'uint256'), field('deadline', 'uint256')] },
      primaryType: 'Permit',
      domain: { name: 'USD Coin', chainId: 31337, verifyingContract: TO },
      message: { owner: ADDRESS, spender: SPENDER, value: MaxUint256.toString(), nonce: 0, deadline: 1_893_456_000 },
    };
    const signed = request('eth_signTypedData_v4', [ADDRESS, JSON.stringify(permit)]);
    await settle();
    const { details, dangers, warnings } = prompt.asked[0]!;
    expect(row(details, 'Action')).toBe(`Approve ${SPENDER} for unlimited USDC by a permit signature, usable until 2030-01-01 00:00:00 UTC`);
    expect(dangers).toEqual([`Unlimited approval: ${SPENDER} can take all your USDC, now and later, until you revoke it`]);
    expect(warnings).toEqual([]);
    prompt.answer(true);
    expect(await signed).toBe('0xtyped');
    expect(signer.signTypedData).toHaveBeenCalledWith(permit);
  });

  it('warns that typed data whose domain names no chainId is valid on every chain', async () => {
    const { request, prompt } = setup();
    const chainless = request('eth_signTypedData_v4', [ADDRESS, mail({ name: 'Demo' })]);
    await settle();
    expect(prompt.asked[0]!.warnings).toEqual([expect.stringMatching(/^This signature is valid on every chain: the typed data names no chainId in its domain/)]);
    prompt.answer(false);
    await expect(chainless).rejects.toThrow(SIGNATURE_DECLINED);
    void request('eth_signTypedData_v4', [ADDRESS, mail({ name: 'Demo', chainId: 31337 })]);
    await settle();
    expect(prompt.asked[1]!.warnings).toEqual([]);
  });

  it('refuses, unseen, typed data whose primaryType is not the struct ethers signs, and typed data ethers cannot sign', async () => {
    const { request, prompt, signer } = setup();
    // Mail is named, but Envelope (which holds a Mail) is the type no other refers to: the one signed.
    const hidden: TypedData = { types: { Mail: [field('contents', 'string')], Envelope: [field('mail', 'Mail')] }, primaryType: 'Mail', domain: { chainId: 31337 }, message: { mail: { contents: 'hi' } } };
    const unrelated: TypedData = { types: { Mail: [field('contents', 'string')], Other: [field('n', 'uint256')] }, primaryType: 'Mail', domain: { chainId: 31337 }, message: { contents: 'hi' } };
    const refused = [
      expect(request('eth_signTypedData_v4', [ADDRESS, hidden])).rejects.toThrow(typedDataOtherPrimaryType('Mail', 'Envelope')),
      expect(request('eth_signTypedData_v4', [ADDRESS, unrelated])).rejects.toThrow(typedDataUnsignable('ambiguous primary types or unused types: "Mail", "Other"')),
    ];
    await settle();
    expect(prompt.asked).toEqual([]);
    await Promise.all(refused);
    expect(signer.signTypedData).not.toHaveBeenCalled();
  });
});
