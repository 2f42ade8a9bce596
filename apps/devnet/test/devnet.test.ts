import { Contract, formatUnits, parseEther, verifyMessage } from 'ethers';
import { anvilBinary } from '../src/anvil.js';
import { spawnUntilReady } from '../src/localProcess.js';
import { rpcCall } from '../src/rpc.js';
import { createDevProvider, freshProvider, HOST, resolvePorts, startDevnet, type Devnet } from '../src/index.js';

const ERC20 = ['function balanceOf(address) view returns (uint256)', 'function decimals() view returns (uint8)', 'function symbol() view returns (string)'];

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startDevnet({ port: 0 });
});
afterAll(() => devnet?.stop());

describe('devnet', () => {
  it('runs anvil on 127.0.0.1 with chain id 31337', async () => {
    expect(devnet.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const provider = freshProvider(devnet.rpcUrl);
    expect((await provider.getNetwork()).chainId).toBe(31337n);
    provider.destroy();
  });

  it('deploys a 6-decimal USDC and an 18-decimal token and funds every dev account with both', async () => {
    const provider = freshProvider(devnet.rpcUrl);
    for (const [key, decimals] of [['usdc', 6n], ['dai', 18n]] as const) {
      const token = new Contract(devnet.tokens[key].address, ERC20, provider);
      expect(await token.getFunction('decimals')()).toBe(decimals);
      for (const account of devnet.accounts) {
        const balance = (await token.getFunction('balanceOf')(account.address)) as bigint;
        expect(formatUnits(balance, decimals)).toBe('1000000.0');
      }
    }
    expect(devnet.accounts).toHaveLength(10);
    provider.destroy();
  });

  it('refuses to start on a port that is taken, saying which variable to set', async () => {
    await expect(startDevnet({ port: Number(new URL(devnet.rpcUrl).port) })).rejects.toThrow(/already in use.*LATCH_ANVIL_PORT/);
  });

  // A suite side by side took the free port between its pick and our anvil's start: its anvil of the same chain answers, ours cannot bind.
  it("is not started by another anvil answering on its free port: it waits for its own to say it listens", async () => {
    const port = new URL(devnet.rpcUrl).port;
    const ours = spawnUntilReady({
      name: 'anvil',
      command: anvilBinary(),
      args: ['--host', HOST, '--port', port, '--chain-id', '31337'],
      url: devnet.rpcUrl,
      isReady: async () => (await rpcCall(devnet.rpcUrl, 'eth_chainId', [])) === '0x7a69',
      readyLine: `Listening on ${HOST}:${port}`,
      timeoutMs: 15_000,
    });
    await expect(ours).rejects.toThrow(/anvil exited with code/);
  });
});

describe('dev EIP-1193 provider', () => {
  it('signs with its devnet key and sends real transactions', async () => {
    const [from, to] = devnet.accounts;
    const wallet = createDevProvider({ rpcUrl: devnet.rpcUrl, privateKey: from!.privateKey, chainId: devnet.chainId });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([from!.address]);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69');

    const signature = (await wallet.request({ method: 'personal_sign', params: ['0x68656c6c6f', from!.address] })) as string;
    expect(verifyMessage('hello', signature)).toBe(from!.address);

    const before = BigInt((await wallet.request({ method: 'eth_getBalance', params: [to!.address, 'latest'] })) as string);
    const hash = await wallet.request({ method: 'eth_sendTransaction', params: [{ from: from!.address, to: to!.address, value: `0x${parseEther('1').toString(16)}` }] });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    // A wallet answers with the hash once the transaction is sent; anvil mines it a moment later.
    for (let tries = 0; !(await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })); tries++) {
      if (tries === 100) throw new Error(`No receipt for ${String(hash)} after 5 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const after = BigInt((await wallet.request({ method: 'eth_getBalance', params: [to!.address, 'latest'] })) as string);
    expect(after - before).toBe(parseEther('1'));
    wallet.destroy();
  });

  it('rejects with 4001 when told the person said no, and 4902 for an unknown chain', async () => {
    const wallet = createDevProvider({ rpcUrl: devnet.rpcUrl, privateKey: devnet.accounts[0]!.privateKey, chainId: devnet.chainId });
    wallet.rejectNextRequest();
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 });
    await expect(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4902 });
    wallet.destroy();
  });
});

describe('ports', () => {
  it('defaults to the ports of ARCHITECTURE.md and takes overrides from the environment', () => {
    expect(resolvePorts({})).toEqual({
      demo: 5173,
      walletFrame: 5174,
      anvil: 8545,
      services: 8787,
      relay: 5555,
      sampleWallet: 5175,
      solana: 8899,
      oidc: 3900,
      bundler: 4337,
      baseRehearsal: 8546,
      baseRehearsalBundler: 4338,
      mainnetRehearsal: 8547,
      solanaRehearsal: 8901,
    });
    expect(resolvePorts({ LATCH_BASE_REHEARSAL_PORT: '18546' }).baseRehearsal).toBe(18546);
    expect(resolvePorts({ LATCH_SOLANA_REHEARSAL_PORT: '18901' }).solanaRehearsal).toBe(18901);
    expect(resolvePorts({ LATCH_BUNDLER_PORT: '14337' }).bundler).toBe(14337);
    expect(resolvePorts({ LATCH_ANVIL_PORT: '18545' }).anvil).toBe(18545);
    expect(resolvePorts({ LATCH_WALLET_FRAME_PORT: '15174' }).walletFrame).toBe(15174);
    expect(() => resolvePorts({ LATCH_DEMO_PORT: 'eighty' })).toThrow('LATCH_DEMO_PORT must be a port number');
  });
});
