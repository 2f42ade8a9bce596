import { Wallet } from 'ethers';
import { devIdRegistryAddress, ensureFid, freshProvider, idRegistry, startDevnet, type Devnet } from '../src/index.js';

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startDevnet({ port: 0 });
});
afterAll(() => devnet?.stop());

describe("Farcaster's ID registry on the devnet", () => {
  it('is deployed at the same address at every start', () => {
    expect(devnet.idRegistry).toBe(devIdRegistryAddress());
  });

  it('registers an fid for a custody address once, and reads it back both ways as the real registry does', async () => {
    const provider = freshProvider(devnet.rpcUrl);
    try {
      const [first, second] = [new Wallet(devnet.accounts[7]!.privateKey, provider), new Wallet(devnet.accounts[8]!.privateKey, provider)];
      const registry = idRegistry(devnet.idRegistry, provider);
      expect(await registry.getFunction('idOf')(first.address)).toBe(0n);
      const made = await ensureFid(devnet.idRegistry, first);
      expect(made.registered).toBe(true);
      expect(made.fid).toBeGreaterThan(0n);
      expect(await ensureFid(devnet.idRegistry, first)).toEqual({ fid: made.fid, registered: false });
      const other = await ensureFid(devnet.idRegistry, second);
      expect(other.fid).toBe(made.fid + 1n);
      expect(await registry.getFunction('custodyOf')(made.fid)).toBe(first.address);
      expect(await registry.getFunction('custodyOf')(other.fid)).toBe(second.address);
      expect(await registry.getFunction('custodyOf')(other.fid + 1n)).toBe('0x0000000000000000000000000000000000000000');
      // A second fid for one custody address is refused.
      await expect(idRegistry(devnet.idRegistry, first).getFunction('register')(first.address)).rejects.toThrow();
    } finally {
      provider.destroy();
    }
  });
});
