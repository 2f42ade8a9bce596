// The rehearsal of Ethereum mainnet, read by ethers' own ENS support from the registry's canonical
// address, as the services' identity route reads it.
import { EnsPlugin, JsonRpcProvider, Network } from 'ethers';
import { ENS_REGISTRY_ADDRESS, MAINNET_REHEARSAL_NAME, startMainnetRehearsal, type MainnetRehearsal } from '../src/index.js';

let chain: MainnetRehearsal;
let provider: JsonRpcProvider;
beforeAll(async () => {
  chain = await startMainnetRehearsal({ port: 0 });
  const mainnet = new Network('mainnet', 1).attachPlugin(new EnsPlugin(ENS_REGISTRY_ADDRESS, 1));
  provider = new JsonRpcProvider(chain.rpcUrl, mainnet, { staticNetwork: mainnet, cacheTimeout: -1 });
}, 60_000);
afterAll(async () => {
  provider?.destroy();
  await chain?.stop();
});

describe('the Ethereum rehearsal chain', () => {
  it('is an anvil on 127.0.0.1 answering chain id 1', async () => {
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(chain.chainId).toBe(1);
    expect(await provider.send('eth_chainId', [])).toBe('0x1');
  });

  it('has ENS at its canonical address, and dev account 0 named latch-dev.eth both ways', async () => {
    expect(chain.ens.registry).toBe(ENS_REGISTRY_ADDRESS);
    expect(chain.primaryName).toEqual({ address: chain.accounts[0]!.address, name: MAINNET_REHEARSAL_NAME });
    expect(await provider.lookupAddress(chain.accounts[0]!.address)).toBe('latch-dev.eth');
    expect(await provider.resolveName('latch-dev.eth')).toBe(chain.accounts[0]!.address);
  });

  it('names no other dev account', async () => {
    expect(await provider.lookupAddress(chain.accounts[1]!.address)).toBeNull();
  });
});
