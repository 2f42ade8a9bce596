// What the approval screen shows of eth_signTypedData_v4, through the router: a warning when the
// domain names no chain.
import { ADDRESS, routerHarness as setup, settle } from '../../test/routerHarness.js';
import { SIGNATURE_DECLINED } from '../messages.js';
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
});
