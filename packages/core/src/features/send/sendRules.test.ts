import { insufficientBalance, invalidAmount, invalidReceiver, sendAmountAndReceiverRequired, sendTokenRequired, tooManyDecimals, unsupportedChain } from '../../errors/catalogue.js';
import { testNetwork } from '../../testing/index.js';
import type { TokenBalance } from '../account/accountsSlice.js';
import { amountProblem, defaultSendToken, receiverKind, sendableTokens, sendFormProblem } from './sendRules.js';

const USDC: TokenBalance = {
  name: 'USD Coin (Devnet)',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  quantity: { decimals: '6', numeric: '1000.256' },
  iconUrl: '',
};
const ETH: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 3000, quantity: { decimals: '18', numeric: '2' }, iconUrl: '' };
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
// What the two adapters declare (adapter-evm's EVM_RULES, adapter-solana's SOLANA_RULES): core knows neither namespace itself.
const EVM = { label: 'EVM', address: '(0x)?[0-9a-fA-F]{40}', sends: 'tokens' } as const;
const NATIVE_ONLY = { label: 'Solana', address: '[1-9A-HJ-NP-Za-km-z]{32,44}', sends: 'native' } as const;
const evm = { rules: EVM, network: testNetwork };

describe('send rules', () => {
  it('puts the native currency first, drops empty balances, and stands in the adapter balance for a missing native entry', () => {
    const empty = { ...USDC, symbol: 'DAI', address: '0x1', quantity: { decimals: '18', numeric: '0' } };
    expect(sendableTokens([USDC, empty, ETH], '9', testNetwork, EVM).map((t) => t.symbol)).toEqual(['ETH', 'USDC']);
    expect(sendableTokens([USDC], '0.5', testNetwork, EVM).map((t) => [t.symbol, t.quantity.numeric])).toEqual([
      ['ETH', '0.5'],
      ['USDC', '1000.256'],
    ]);
    expect(sendableTokens([], undefined, testNetwork, EVM)).toEqual([]);
    const pictured = { ...testNetwork, assets: { imageUrl: 'http://127.0.0.1:8787/public/getAssetImage/eip155%3A31337' } };
    expect(sendableTokens([USDC], '0.5', pictured, EVM)[0]?.iconUrl).toBe(pictured.assets.imageUrl);
    expect(sendableTokens([USDC], '1', testNetwork, NATIVE_ONLY).map((t) => t.symbol)).toEqual(['ETH']);
    expect(sendableTokens([USDC], '1', testNetwork, undefined).map((t) => t.symbol)).toEqual(['ETH']);
  });

  it('starts the form on the native currency when it is held, else on the only token held, else on none', () => {
    const DAI = { ...USDC, symbol: 'DAI', address: '0x6B175474E89094C44Da98b954EedeAC495271d0F' };
    expect(defaultSendToken([ETH, USDC])).toBe(ETH);
    expect(defaultSendToken([USDC])).toBe(USDC);
    expect(defaultSendToken([USDC, DAI])).toBeUndefined();
    expect(defaultSendToken([])).toBeUndefined();
  });

  it('checks an amount against decimals and balance without floats', () => {
    expect(amountProblem('', USDC)).toBeUndefined();
    expect(amountProblem('1000.256', USDC)).toBeUndefined();
    expect(amountProblem('1.0000001', USDC)).toEqual(tooManyDecimals(6));
    expect(amountProblem('1000.257', USDC)).toEqual({ id: 'insufficientBalance', values: ['USDC', '1000.25'], text: 'Not enough USDC: the balance is 1000.25 USDC.' });
    expect(amountProblem('abc', USDC)).toEqual(invalidAmount);
    expect(amountProblem('0', USDC)).toEqual(invalidAmount);
  });

  it('reads the receiver as an address by the adapter rule, a name (eip155 only) or neither', () => {
    expect(receiverKind(` ${RECEIVER} `, 'eip155', EVM)).toBe('address');
    expect(receiverKind('alice.latch.id', 'eip155', EVM)).toBe('name');
    expect(receiverKind('alice.latch.id', 'solana', NATIVE_ONLY)).toBe('invalid');
    expect(receiverKind(RECEIVER, 'solana', NATIVE_ONLY)).toBe('invalid');
    expect(receiverKind('0x12.34', 'eip155', EVM)).toBe('invalid');
    expect(receiverKind(RECEIVER, 'bip122', undefined)).toBe('invalid');
  });

  it('checks the form in one order: chain, amount and receiver, token, native only where the adapter says so, balance, receiver address', () => {
    expect(sendFormProblem({ rules: undefined, network: testNetwork }, {})).toEqual(unsupportedChain);
    expect(sendFormProblem({ rules: { label: EVM.label, address: EVM.address }, network: testNetwork }, {})).toEqual(unsupportedChain);
    expect(sendFormProblem(evm, { token: USDC, sendTokenAmount: '1' })).toEqual(sendAmountAndReceiverRequired);
    expect(sendFormProblem(evm, { sendTokenAmount: '1', receiverAddress: RECEIVER })).toEqual(sendTokenRequired);
    expect(sendFormProblem(evm, { token: USDC, sendTokenAmount: '1', receiverAddress: '0x12' })).toEqual(invalidReceiver);
    expect(sendFormProblem(evm, { token: USDC, sendTokenAmount: '1', receiverAddress: 'alice.latch.id' })).toEqual(invalidReceiver);
    expect(sendFormProblem(evm, { token: USDC, sendTokenAmount: '1000.257', receiverAddress: RECEIVER })).toEqual(insufficientBalance('USDC', '1000.25'));
    const solana = { ...testNetwork, name: 'Solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } };
    expect(sendFormProblem({ rules: NATIVE_ONLY, network: solana }, { token: USDC, sendTokenAmount: '1', receiverAddress: RECEIVER })).toEqual({ id: 'onlyNative', values: ['SOL', 'Solana'], text: 'Only SOL can be sent on Solana.' });
    expect(sendFormProblem(evm, { token: USDC, sendTokenAmount: '1', receiverAddress: RECEIVER })).toBeUndefined();
  });
});
