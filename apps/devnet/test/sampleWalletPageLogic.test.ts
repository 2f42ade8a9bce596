import { toQuantity, parseEther } from 'ethers';
import { DEFAULT_ACCOUNT, pairingUri, readPageConfig } from '../sample-wallet/src/config.js';
import { LocalStorageStore, type WebStorage } from '../sample-wallet/src/localStorageStore.js';
import { previewRequest, readableMessage } from '../sample-wallet/src/preview.js';

const DEFAULTS = { relayUrl: 'ws://127.0.0.1:5555', rpcUrl: 'http://127.0.0.1:8545', solanaRpcUrl: 'http://127.0.0.1:8899' };
const URI = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}`;

describe('sample wallet page settings', () => {
  it('takes the build defaults and dev account 9 when the query says nothing', () => {
    expect(readPageConfig('', DEFAULTS)).toEqual({ ...DEFAULTS, account: DEFAULT_ACCOUNT });
    expect(DEFAULT_ACCOUNT).toBe(9);
  });

  it('takes relay, rpc, account and a pairing URI from the query', () => {
    const search = `?relay=ws://localhost:6000&rpc=http://127.0.0.1:9000&solanaRpc=http://localhost:9900&account=3&uri=${encodeURIComponent(URI)}`;
    expect(readPageConfig(search, DEFAULTS)).toEqual({ relayUrl: 'ws://localhost:6000', rpcUrl: 'http://127.0.0.1:9000', solanaRpcUrl: 'http://localhost:9900', account: 3, uri: URI });
  });

  it.each([
    ['?relay=ws://relay.walletconnect.org', 'relay must be a ws:// or wss:// URL on 127.0.0.1 or localhost'],
    ['?relay=http://127.0.0.1:5555', 'relay must be a ws:// or wss:// URL'],
    ['?rpc=https://mainnet.example', 'rpc must be a http:// or https:// URL on 127.0.0.1 or localhost'],
    ['?rpc=http://user:secret@127.0.0.1:8545', 'rpc must be'],
    ['?rpc=not a url', 'rpc must be'],
    ['?solanaRpc=https://api.devnet.solana.com', 'solanaRpc must be a http:// or https:// URL on 127.0.0.1 or localhost'],
    ['?account=10', 'account must be a dev account number from 0 to 9'],
    ['?account=-1', 'account must be'],
    ['?account=1.5', 'account must be'],
    ['?uri=https://example.com', 'uri must be a WalletConnect pairing URI'],
  ])('refuses %s', (search, message) => {
    expect(() => readPageConfig(search, DEFAULTS)).toThrow(message);
  });

  it('checks the build defaults too', () => {
    expect(() => readPageConfig('', { ...DEFAULTS, rpcUrl: 'http://10.0.0.2:8545' })).toThrow("The wallet's settings are not valid: rpc must be");
  });
});

describe('pairing URI field', () => {
  it('takes a wc: URI, trimmed', () => expect(pairingUri(`  ${URI}\n`)).toBe(URI));
  it('says what to paste when it is empty or not a wc: URI', () => {
    expect(() => pairingUri(' ')).toThrow('Paste a pairing URI first');
    expect(() => pairingUri('https://127.0.0.1:5173')).toThrow('a WalletConnect pairing URI starts with "wc:"');
  });
});

describe('request previews', () => {
  it('shows a personal_sign message as text when it is UTF-8, as bytes when not', () => {
    expect(readableMessage('0x68656c6c6f0a776f726c64')).toBe('hello\nworld');
    expect(readableMessage('plain text')).toBe('plain text');
    expect(readableMessage('0xff00')).toBe('0xff00 (bytes, not text)');
    expect(readableMessage('0x0001')).toBe('0x0001 (bytes, not text)');
    expect(readableMessage(`0x${'61'.repeat(3_000)}`)).toMatch(/^a{2000}… \(1000 more characters\)$/);
  });

  it('shows where a transaction sends how much ETH', () => {
    const to = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
    expect(previewRequest('eth_sendTransaction', [{ from: to, to, value: toQuantity(parseEther('1.5')), data: '0xabcd' }])).toEqual([
      { label: 'To', value: to },
      { label: 'Value', value: '1.5 ETH' },
      { label: 'Data', value: '2 bytes' },
    ]);
    expect(previewRequest('eth_sendTransaction', [{ from: to, data: '0x00' }])).toEqual([
      { label: 'To', value: 'a new contract' },
      { label: 'Value', value: '0.0 ETH' },
      { label: 'Data', value: '1 bytes' },
    ]);
  });

  it('shows typed data by its type, domain and message, and anything else as its params', () => {
    const typed = JSON.stringify({ primaryType: 'Mail', domain: { name: 'Latch' }, message: { contents: 'hi' }, types: {} });
    expect(previewRequest('eth_signTypedData_v4', ['0x1', typed]).map((line) => line.label)).toEqual(['Type', 'Domain', 'Message']);
    expect(previewRequest('eth_signTypedData_v4', ['0x1', typed])[0]).toEqual({ label: 'Type', value: 'Mail' });
    expect(previewRequest('wallet_addEthereumChain', [{ chainId: '0x1' }])).toEqual([{ label: 'Params', value: expect.stringContaining('"chainId": "0x1"') }]);
  });
});

describe('LocalStorageStore', () => {
  function fakeStorage(): WebStorage & { items: Map<string, string> } {
    const items = new Map<string, string>();
    return {
      items,
      get length() {
        return items.size;
      },
      key: (index) => [...items.keys()][index] ?? null,
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    };
  }

  it('keeps JSON values under its prefix and sees only its own keys', async () => {
    const storage = fakeStorage();
    storage.setItem('other-app', '1');
    const store = new LocalStorageStore(storage, 'wallet/');
    await store.setItem('wc@2:core:keychain', { a: [1, 'b'] });
    expect(storage.items.get('wallet/wc@2:core:keychain')).toBe('{"a":[1,"b"]}');
    expect(await store.getKeys()).toEqual(['wc@2:core:keychain']);
    expect(await store.getEntries()).toEqual([['wc@2:core:keychain', { a: [1, 'b'] }]]);
    await store.removeItem('wc@2:core:keychain');
    expect(await store.getItem('wc@2:core:keychain')).toBeUndefined();
    expect(storage.items.get('other-app')).toBe('1');
  });

  it('reads an entry that is not JSON as missing', async () => {
    const storage = fakeStorage();
    storage.setItem('wallet/broken', '{"cut');
    const store = new LocalStorageStore(storage, 'wallet/');
    expect(await store.getItem('broken')).toBeUndefined();
    expect(await store.getEntries()).toEqual([]);
  });
});
