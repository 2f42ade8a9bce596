import { Transaction, verifyMessage, verifyTypedData } from 'ethers';
import { fakeNode } from '../../test/fakeNode.js';
import { fillTransaction } from './fill.js';
import { createEvmSigner } from './signer.js';

const PRIVATE_KEY = `0x${'22'.repeat(32)}`;
const ADDRESS = '0x1563915e194D8CfBA1943570603F7606A3115508';
const TO = `0x${'ab'.repeat(20)}`;

describe('the signer', () => {
  it('signs personal_sign messages, hex as bytes and text as text', async () => {
    const signer = createEvmSigner(PRIVATE_KEY, fakeNode().call);
    expect(signer.address).toBe(ADDRESS);
    expect(verifyMessage('Hello', await signer.personalSign('0x48656c6c6f'))).toBe(ADDRESS);
    expect(verifyMessage('plain text', await signer.personalSign('plain text'))).toBe(ADDRESS);
  });

  it('signs EIP-712 typed data, leaving out the EIP712Domain type', async () => {
    const signer = createEvmSigner(PRIVATE_KEY, fakeNode().call);
    const domain = { name: 'Demo', chainId: 31337 };
    const types = { Mail: [{ name: 'contents', type: 'string' }] };
    const signature = await signer.signTypedData({ types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }], ...types }, primaryType: 'Mail', domain, message: { contents: 'hi' } });
    expect(verifyTypedData(domain, types, { contents: 'hi' }, signature)).toBe(ADDRESS);
  });

  it('signs the filled transaction as it is, sends it, and answers the hash at once', async () => {
    const node = fakeNode();
    const signer = createEvmSigner(PRIVATE_KEY, node.call);
    const filled = await fillTransaction({ to: TO, value: '0x10' }, ADDRESS, 31337, node.call);
    node.call.mockClear();
    const hash = await signer.sendTransaction(filled);
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
    // Nothing is filled again after the approval: the node is only given the signed transaction.
    expect(node.call.mock.calls.map(([method]) => method)).toEqual(['eth_sendRawTransaction']);
  });

  it('says when the node answers something unexpected', async () => {
    const node = fakeNode({ answers: { eth_sendRawTransaction: () => 'not a hash' } });
    const filled = await fillTransaction({ to: TO }, ADDRESS, 31337, node.call);
    await expect(createEvmSigner(PRIVATE_KEY, node.call).sendTransaction(filled)).rejects.toThrow('The network answered eth_sendRawTransaction with something unexpected');
  });
});
