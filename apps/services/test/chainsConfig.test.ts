// The chains of the Blockchain API: LATCH_SERVICES_CHAINS_FILE (EVM and Solana in one list) parsed
// with clear errors, the devnet turned into a ChainConfig, and services without chains answering
// empty results, not errors.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiRequest,
  balanceResponseSchema,
  historyResponseSchema,
  onrampOptionsResponseSchema,
  quotesResponseSchema,
  supportedChainsResponseSchema,
  swapTokensResponseSchema,
} from '@latch/core/api';
import { chainConfigFromDevnet, ConfigError, configFromEnv, parseChains, type ChainConfig } from '../src/index.js';
import { CALL, fetchJson, urlOf, useServices } from './helpers.js';

const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const CHAIN: ChainConfig = {
  id: 'eip155:31337',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeCurrency: { symbol: 'ETH', decimals: 18, usdPrice: 3000 },
  tokens: [{ address: A, symbol: 'USDC', name: 'USD Coin', decimals: 6, usdPrice: 1 }],
};
const FIXED = { kind: 'fixed' } as const;
const SMART_ACCOUNT = { entryPoint: A, accountFactory: B, sessionAccountFactory: A, bundlerUrl: 'http://127.0.0.1:4337' };
const SOLANA = {
  id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  rpcUrl: 'http://127.0.0.1:8899',
  solUsdPrice: 150,
  prices: FIXED,
  tokens: [{ mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', name: 'USD Coin', decimals: 6, usdPrice: 1 }],
};

describe('the chains file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'latch-chains-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is read from LATCH_SERVICES_CHAINS_FILE, relative to the working directory', async () => {
    await writeFile(join(dir, 'chains.json'), JSON.stringify([CHAIN]));
    expect(configFromEnv({ LATCH_SERVICES_CHAINS_FILE: 'chains.json' }, dir).chains).toEqual([CHAIN]);
    expect(configFromEnv({}, dir)).toMatchObject({ chains: [], solanaChains: [] });
  });

  it('lists EVM and Solana chains side by side, each read by its namespace', async () => {
    const base = { ...CHAIN, id: 'eip155:8453', displayName: 'Base', prices: FIXED, smartAccount: SMART_ACCOUNT };
    await writeFile(join(dir, 'mixed.json'), JSON.stringify([CHAIN, SOLANA, base]));
    const config = configFromEnv({ LATCH_SERVICES_CHAINS_FILE: 'mixed.json' }, dir);
    expect(config.chains).toEqual([CHAIN, base]);
    expect(config.solanaChains).toEqual([SOLANA]);
  });

  it('names the variable and the bad field', async () => {
    await writeFile(join(dir, 'bad.json'), JSON.stringify([{ ...CHAIN, tokens: [{ ...CHAIN.tokens![0], decimals: -1 }] }]));
    const read = () => configFromEnv({ LATCH_SERVICES_CHAINS_FILE: 'bad.json' }, dir);
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/LATCH_SERVICES_CHAINS_FILE: .*bad\.json is not a valid chains file:\n\s+\[0\]\.tokens\[0\]\.decimals: /);
    expect(() => configFromEnv({ LATCH_SERVICES_CHAINS_FILE: 'missing.json' }, dir)).toThrow(/LATCH_SERVICES_CHAINS_FILE: Cannot read the chains file/);
  });

  it.each([
    ['not json', /is not JSON/],
    [JSON.stringify({ id: 'eip155:1' }), /\(top\): /],
    [JSON.stringify([{ ...CHAIN, id: 'eip155:x' }]), /\[0\]\.id: must be a CAIP-2 EIP-155 chain id/],
    [JSON.stringify([{ ...CHAIN, id: 'solana:1' }]), /\[0\]\.id: must be a CAIP-2 Solana chain id/],
    [JSON.stringify([{ ...CHAIN, id: 'bip122:000000000019d6689c085ae165831e93' }]), /\[0\]\.id: must be a CAIP-2 chain id of eip155 or solana/],
    [JSON.stringify([CHAIN, { ...SOLANA, nativeCurrency: CHAIN.nativeCurrency }]), /\[1\]: .*nativeCurrency/],
    [JSON.stringify([{ ...SOLANA, prices: {} }]), /\[0\]\.prices\.kind: must be "poolVaults" or "fixed"/],
    [JSON.stringify([{ ...SOLANA, prices: { kind: 'uniswapV2', quote: A } }]), /\[0\]\.prices\.kind: must be "poolVaults" or "fixed"/],
    [JSON.stringify([{ ...CHAIN, smartAccount: { ...SMART_ACCOUNT, entryPoint: '0x12' } }]), /\[0\]\.smartAccount\.entryPoint: must be an address/],
    [JSON.stringify([{ ...CHAIN, smartAccount: { entryPoint: A, accountFactory: B, sessionAccountFactory: A } }]), /\[0\]\.smartAccount\.bundlerUrl: /],
    [JSON.stringify([{ ...CHAIN, smartAccount: { entryPoint: A, accountFactory: B, bundlerUrl: 'http://127.0.0.1:4337' } }]), /\[0\]\.smartAccount\.sessionAccountFactory: /],
    [JSON.stringify([{ ...CHAIN, displayName: '' }]), /\[0\]\.displayName: must not be empty/],
    [JSON.stringify([{ ...CHAIN, rpcUrl: 'ws://x' }]), /\[0\]\.rpcUrl: must be an http/],
    [JSON.stringify([{ ...CHAIN, treasuryKey: '0x12' }]), /\[0\]\.treasuryKey: must be a private key/],
    [JSON.stringify([{ ...CHAIN, dex: { router: A, factory: B } }]), /\[0\]\.dex\.weth: /],
    [JSON.stringify([{ ...CHAIN, colour: 'red' }]), /\[0\]: .*colour/],
    [JSON.stringify([CHAIN, CHAIN]), /\[1\]\.id: eip155:31337 is listed twice/],
    [JSON.stringify([SOLANA, CHAIN, SOLANA]), /\[2\]\.id: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is listed twice/],
  ])('refuses %s', (text, message) => {
    expect(() => parseChains(text)).toThrow(message);
  });
});

describe('chainConfigFromDevnet', () => {
  it("takes the devnet's RPC, tokens, WETH, DEX and prices without importing the devnet", () => {
    const devnet = {
      rpcUrl: 'http://127.0.0.1:9545',
      chainId: 31337,
      tokens: { usdc: { address: A, name: 'USD Coin (Devnet)', symbol: 'USDC', decimals: 6 } },
      dex: { weth: B, factory: A, router: B },
      prices: {
        '0x0000000000000000000000000000000000000000': { symbol: 'ETH', decimals: 18, usd: 3000 },
        [A.toLowerCase()]: { symbol: 'USDC', decimals: 6, usd: 1 },
        [B.toLowerCase()]: { symbol: 'WETH', decimals: 18, usd: 3000 },
      },
      accountAbstraction: { entryPoint: B, accountFactory: A, sessionAccountFactory: B },
    };
    const key = `0x${'ab'.repeat(32)}`;
    expect(chainConfigFromDevnet(devnet, { treasuryKey: key, bundlerUrl: 'http://127.0.0.1:4337' })).toEqual({
      id: 'eip155:31337',
      name: 'devnet',
      displayName: 'Devnet',
      smartAccount: { entryPoint: B, accountFactory: A, sessionAccountFactory: B, bundlerUrl: 'http://127.0.0.1:4337' },
      rpcUrl: 'http://127.0.0.1:9545',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, usdPrice: 3000 },
      tokens: [
        { address: A, symbol: 'USDC', name: 'USD Coin (Devnet)', decimals: 6, usdPrice: 1 },
        { address: B, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, usdPrice: 3000 },
      ],
      dex: { router: B, factory: A, weth: B },
      treasuryKey: key,
    });
  });
});

describe('services without chains', () => {
  const services = useServices();
  const api = () => ({ baseUrl: services().url, projectId: CALL.projectId });
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

  it('answer empty results on every chain read', async () => {
    expect(await apiRequest(api(), { path: 'v1/supported-chains', schema: supportedChainsResponseSchema, empty: { http: ['x'], ws: [] } })).toEqual({ http: [], ws: [] });
    const balance = await apiRequest(api(), { path: `/v1/account/${account}/balance`, query: { currency: 'usd', chainId: 'eip155:1' }, schema: balanceResponseSchema, empty: { balances: [] } });
    expect(balance).toEqual({ balances: [] });
    const history = await apiRequest(api(), { path: `/v1/account/${account}/history`, query: { chainId: 'eip155:1' }, schema: historyResponseSchema, empty: { data: [], next: null } });
    expect(history).toEqual({ data: [], next: null });
    expect(await apiRequest(api(), { path: '/v1/convert/tokens', query: { chainId: 'eip155:1' }, schema: swapTokensResponseSchema, empty: { tokens: [] } })).toEqual({ tokens: [] });
    const quotes = await apiRequest(api(), {
      path: '/v1/convert/quotes',
      query: { amount: '1', userAddress: `eip155:1:${account}`, from: `eip155:1:${A}`, to: `eip155:1:${B}`, gasPrice: '1' },
      schema: quotesResponseSchema,
      empty: { quotes: [] },
    });
    expect(quotes).toEqual({ quotes: [] });
    const options = await apiRequest(api(), { path: '/v1/onramp/options', schema: onrampOptionsResponseSchema, empty: { paymentCurrencies: [], purchaseCurrencies: [] } });
    expect(options).toEqual({ paymentCurrencies: [], purchaseCurrencies: [] });
  });

  it('refuse to proxy RPC to a chain they do not serve', async () => {
    const answer = await fetchJson(urlOf(services().url, '/v1', { chainId: 'eip155:1' }), { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Chain is not supported: eip155:1' });
  });
});
