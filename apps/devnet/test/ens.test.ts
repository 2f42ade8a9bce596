// ENS placed on anvil at Ethereum's addresses (the rehearsal of mainnet, chain id 1), read by
// ethers' own ENS support from the registry's canonical address. ethers' built-in mainnet also
// names ENS's Universal Resolver, which no package here ships: its registry-only path is read.
import { EnsPlugin, JsonRpcProvider, Network } from 'ethers';
import { startAnvil, type AnvilProcess } from '../src/anvil.js';
import { devAccounts, ENS_REGISTRY_ADDRESS, ensArtifact, installEns, registerEnsName, setReverseName, type DevAccount, type EnsContracts } from '../src/index.js';

const [owner, alice, mallory] = devAccounts(3) as [DevAccount, DevAccount, DevAccount];
const AVATAR = 'https://example.invalid/alice.png';

let anvil: AnvilProcess;
let ens: EnsContracts;
let provider: JsonRpcProvider;
beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 1 });
  const mainnet = new Network('mainnet', 1).attachPlugin(new EnsPlugin(ENS_REGISTRY_ADDRESS, 1));
  provider = new JsonRpcProvider(anvil.rpcUrl, mainnet, { staticNetwork: mainnet, cacheTimeout: -1 });
  ens = await installEns(anvil.rpcUrl, owner);
  await registerEnsName(anvil.rpcUrl, ens, owner, { name: 'alice.eth', address: alice.address, avatar: AVATAR });
  await setReverseName(anvil.rpcUrl, ens, alice, 'alice.eth');
  // mallory claims alice's name as her primary name; the forward record still points to alice.
  await setReverseName(anvil.rpcUrl, ens, mallory, 'alice.eth');
});
afterAll(async () => {
  provider?.destroy();
  await anvil?.stop();
});

describe('installEns', () => {
  it('puts the registry at its canonical address, running ENS published code', async () => {
    expect(ens.registry).toBe(ENS_REGISTRY_ADDRESS);
    expect(await provider.getCode(ENS_REGISTRY_ADDRESS)).toBe(ensArtifact('ENSRegistryWithFallback').deployedBytecode);
  });

  it('answers a reverse record verified by its forward record, and the avatar text', async () => {
    expect(await provider.lookupAddress(alice.address)).toBe('alice.eth');
    expect(await provider.resolveName('alice.eth')).toBe(alice.address);
    expect(await (await provider.getResolver('alice.eth'))!.getText('avatar')).toBe(AVATAR);
  });

  it('answers no name where the reverse record has no matching forward record, or none at all', async () => {
    expect(await provider.lookupAddress(mallory.address)).toBeNull();
    expect(await provider.lookupAddress(owner.address)).toBeNull();
  });
});
