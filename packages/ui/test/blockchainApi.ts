import type { TokenBalance } from '@latch/core';
import { jsonAnswer as answer } from './jsonAnswer.js';

/**
 * A stand-in for the services' Blockchain API in jsdom (which has no fetch), answering the calls
 * the send views make as the services do: the portfolio of an account and a registered name's
 * profile (404 for a name nobody registered). Every other path is a 404.
 */
export function blockchainApi(options: { balances?: TokenBalance[]; names?: Record<string, Record<string, string>>; pendingBalances?: boolean } = {}) {
  const requests: URL[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input));
    requests.push(url);
    if (/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) {
      if (options.pendingBalances) return new Promise<Response>(() => undefined);
      return answer(200, { balances: options.balances ?? [] });
    }
    const profile = /^\/v1\/profile\/account\/([^/]+)$/.exec(url.pathname);
    const addresses = profile ? options.names?.[decodeURIComponent(profile[1]!)] : undefined;
    if (profile && addresses) {
      const byCoinType = Object.fromEntries(Object.entries(addresses).map(([coinType, address]) => [coinType, { address }]));
      return answer(200, { name: decodeURIComponent(profile[1]!), registered: 1, addresses: byCoinType });
    }
    return answer(404, { message: 'Not found' });
  };
  return { fetch, requests };
}

export const API_URLS = { walletApi: 'http://services.test', blockchainApi: 'http://services.test' };

export const USDC: TokenBalance = {
  name: 'USD Coin (Devnet)',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: 1000.25,
  price: 1,
  quantity: { decimals: '6', numeric: '1000.256' },
  iconUrl: '',
};

export const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 7500,
  price: 3000,
  quantity: { decimals: '18', numeric: '2.5' },
  iconUrl: '',
};

/** Dev account 2 of anvil, the receiver in these tests. */
export const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
