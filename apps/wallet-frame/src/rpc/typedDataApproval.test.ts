// What the approval screen shows of eth_signTypedData_v4, through the router: a warning when the
// domain names no chain, and typed data refused unseen when what ethers would sign is not what the
// request names.
import { ADDRESS, routerHarness as setup, settle } from '../../test/routerHarness.js';
import { SIGNATURE_DECLINED, typedDataOtherPrimaryType, typedDataUnsignable } from '../messages.js';
import type { TypedData } from './params.js';

const field = (name: string, type: string) => ({ name, type });
const mail = (domain: Record<string, unknown>): TypedData => ({ types: { Mail: [field('contents', 'string')] }, primaryType: 'Mail', domain, message: { contents: 'hi' } });

describe('typed data on the approval screen', () => {
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
