import { Transaction, verifyMessage, verifyTypedData } from 'ethers';
import { createEvmSigner, DEFAULT_PRIORITY_FEE, fillTransaction, type NodeCall } from './signer.js';

const PRIVATE_KEY = `0x${'22'.repeat(32)}`;
const ADDRESS = '0x1563915e194D8CfBA1943570603F7606A3115508';
const TO = `0x${'ab'.repeat(20)}`;

/** A node that answers the filling calls and records raw transactions. */
function fakeNode({ baseFee = '0x3b9aca00' as string | null, priority = true } = {}) {
  const sent: string[] = [];
  const call = jest.fn(async (method: string, params: unknown[]) => {
    switch (method) {
      case 'eth_getTransactionCount':
        return '0x7';
      case 'eth_estimateGas':
        return '0x5208';
      case 'eth_getBlockByNumber':
        return { number: '0x1', baseFeePerGas: baseFee };
      case 'eth_maxPriorityFeePerGas':
        if (!priority) throw new Error('Method not found');
        return '0x2';
      case 'eth_gasPrice':
        return '0x9';
      case 'eth_sendRawTransaction':
        sent.push(params[0] as string);
        return Transaction.from(params[0] as string).hash;
      default:
        throw new Error(`unexpected ${method}`);
    }
  });
  return { call: call as unknown as NodeCall & jest.Mock, sent };
}

describe('the signer', () => {
  it('signs personal_sign messages, hex as bytes and text as text', async () => {
    const signer = createEvmSigner(PRIVATE_KEY, { chainId: 31337 }, fakeNode().call);
    expect(signer.address).toBe(ADDRESS);
    expect(verifyMessage('Hello', await signer.personalSign('0x48656c6c6f'))).toBe(ADDRESS);
    expect(verifyMessage('plain text', await signer.personalSign('plain text'))).toBe(ADDRESS);
  });

  it('signs EIP-712 typed data, leaving out the EIP712Domain type', async () => {
    const signer = createEvmSigner(PRIVATE_KEY, { chainId: 31337 }, fakeNode().call);
    const domain = { name: 'Demo', chainId: 31337 };
    const types = { Mail: [{ name: 'contents', type: 'string' }] };
    const signature = await signer.signTypedData({ types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }], ...types }, primaryType: 'Mail', domain, message: { contents: 'hi' } });
    expect(verifyTypedData(domain, types, { contents: 'hi' }, signature)).toBe(ADDRESS);
  });

  it('fills nonce, gas and EIP-1559 fees from the node, sends, and answers the hash at once', async () => {
    const node = fakeNode();
    const signer = createEvmSigner(PRIVATE_KEY, { chainId: 31337 }, node.call);
    const hash = await signer.sendTransaction({ to: TO, value: '0x10' });
    const tx = Transaction.from(node.sent[0]!);
    expect(hash).toBe(tx.hash);
    const { from, to, value, nonce, gasLimit, chainId, type, maxPriorityFeePerGas, maxFeePerGas } = tx;
    expect({ from, to: to?.toLowerCase(), value, nonce, gasLimit, chainId, type, maxPriorityFeePerGas, maxFeePerGas }).toEqual({
      from: ADDRESS,
      to: TO,
      value: 16n,
      nonce: 7,
      gasLimit: 21000n,
      chainId: 31337n,
      type: 2,
      maxPriorityFeePerGas: 2n,
      maxFeePerGas: 2n * 1_000_000_000n + 2n,
    });
    expect(node.call).not.toHaveBeenCalledWith('eth_getTransactionReceipt', expect.anything());
  });

  it('keeps what the app set, and falls back to a legacy gas price without a base fee', async () => {
    const filled = await fillTransaction({ to: TO, nonce: '0x1', gas: '0x7530', gasPrice: '0x5' }, ADDRESS, 31337, fakeNode().call);
    expect(filled).toMatchObject({ nonce: 1, gasLimit: 30000n, gasPrice: 5n, type: 0 });
    expect(await fillTransaction({ to: TO }, ADDRESS, 31337, fakeNode({ baseFee: null }).call)).toMatchObject({ type: 0, gasPrice: 9n });
    expect(await fillTransaction({ to: TO }, ADDRESS, 31337, fakeNode({ priority: false }).call)).toMatchObject({ type: 2, maxPriorityFeePerGas: DEFAULT_PRIORITY_FEE });
  });

  it('says when the node answers something unexpected', async () => {
    const call = (async () => 'not a quantity') as NodeCall;
    await expect(fillTransaction({ to: TO }, ADDRESS, 31337, call)).rejects.toThrow('The network answered eth_getTransactionCount with something unexpected');
  });
});
