/**
 * @jest-environment node
 */
// The embedded smart account against the real devnet and bundler (alto): it is eth-infinitism's
// SimpleAccount 0.8 at the address SimpleAccountFactory 0.8 (where public chains have it) gives its
// owner key, and an eth_sendTransaction approved in the frame goes as a user
// operation that deploys the account on its first send and makes the call; the answer is the hash of
// the transaction that carried it. The frame reaches the node and alto only through the services'
// POST /v1 and POST /v1/bundler, as the page does.
import { ACCOUNT_CONTRACT, ACCOUNT_FACTORY_ADDRESS, ACCOUNT_FACTORY_CONTRACT, accountAbstractionInterface, freshProvider, mined } from '@latch/devnet';
import { Contract, getAddress, parseEther, toQuantity, Wallet, zeroPadValue } from 'ethers';
import { approveByLink, frameDevice, latestCode } from './frameDevice.js';
import { smartAccountRouter } from './smartAccountRouter.js';
import { useSmartAccountWorld } from './smartAccountWorld.js';

const world = useSmartAccountWorld();
const smartAccountContracts = () => world.contracts();
/** Where an ERC-1967 proxy, as SimpleAccountFactory makes each account, keeps its implementation. */
const IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';

function frameOn(owner: { privateKey: string }) {
  const { smartAccount, prompt, router } = smartAccountRouter({ rpcUrl: world.nodeUrl(), contracts: smartAccountContracts(), owner });
  const request = (method: string, params: unknown[]) => router.request({ method, params }, { origin: 'http://127.0.0.1:5173' });
  const send = async (tx: Record<string, string>) => request('eth_sendTransaction', [tx]);
  return { smartAccount, prompt, send, request };
}

describe("the embedded wallet's smart account on the devnet", () => {
  it('is SimpleAccount at the counterfactual address the canonical factory gives its owner key, deployed by its first user operation', async () => {
    const owner = Wallet.createRandom();
    // What the frame knows of the chain is what GET /v1/chains said: every node call and user operation below goes through the services.
    const through = (path: string) => `${world.services.url}${path}?chainId=eip155%3A31337&projectId=latch-demo`;
    expect(smartAccountContracts()).toEqual({ ...world.devnet.accountAbstraction, bundlerUrl: through('/v1/bundler') });
    expect(world.nodeUrl()).toBe(through('/v1'));
    const provider = freshProvider(world.devnet.rpcUrl);
    try {
      const { smartAccount, prompt, send } = frameOn(owner);
      const account = await smartAccount;
      expect(smartAccountContracts().accountFactory).toBe(ACCOUNT_FACTORY_ADDRESS);
      const factory = new Contract(ACCOUNT_FACTORY_ADDRESS, accountAbstractionInterface(ACCOUNT_FACTORY_CONTRACT), provider);
      expect(account.address).toBe(await factory.getFunction('getAddress')(owner.address, 0n));
      expect(await account.isDeployed()).toBe(false);
      // The faucet's part: ETH at the address before the account exists.
      await mined(new Wallet(world.devnet.accounts[4]!.privateKey, provider).sendTransaction({ to: account.address, value: parseEther('1') }));

      const receiver = Wallet.createRandom().address;
      const hash = (await send({ from: account.address, to: receiver, value: toQuantity(parseEther('0.1')) })) as string;
      expect(prompt.shown[0]).toMatchObject({ method: 'eth_sendTransaction', title: 'Send a transaction' });
      expect(prompt.shown[0]!.details).toEqual(expect.arrayContaining([['From', account.address], ['To', receiver], ['Value', '0.1 ETH']]));
      const receipt = await provider.getTransactionReceipt(hash);
      expect(receipt?.status).toBe(1);
      // The bundler's executor sent it, to the EntryPoint: the owner key paid nothing and sent nothing.
      expect(receipt?.to).toBe(world.devnet.accountAbstraction.entryPoint);
      expect(await provider.getTransactionCount(owner.address)).toBe(0);
      expect(await account.isDeployed()).toBe(true);
      expect(await provider.getBalance(receiver)).toBe(parseEther('0.1'));
      // What the operation deployed: a proxy to the factory's SimpleAccount, owned by the owner key.
      const implementation = await provider.getStorage(account.address, IMPLEMENTATION_SLOT);
      expect(implementation).toBe(zeroPadValue(await factory.getFunction('accountImplementation')(), 32).toLowerCase());
      const simpleAccount = new Contract(account.address, accountAbstractionInterface(ACCOUNT_CONTRACT), provider);
      expect(await simpleAccount.getFunction('owner')()).toBe(getAddress(owner.address));
      expect(await simpleAccount.getFunction('entryPoint')()).toBe(world.devnet.accountAbstraction.entryPoint);

      // The second send carries no init code and still lands.
      await send({ to: receiver, value: toQuantity(parseEther('0.2')) });
      expect(await provider.getBalance(receiver)).toBe(parseEther('0.3'));
    } finally {
      provider.destroy();
    }
  });

  it('refuses a transaction from another account, and one that would deploy a contract, before asking the person', async () => {
    const { smartAccount, prompt, send } = frameOn(Wallet.createRandom());
    const account = await smartAccount;
    await expect(send({ from: world.devnet.accounts[0]!.address, to: account.address, value: '0x1' })).rejects.toThrow("The request names another account than the wallet's");
    await expect(send({ from: account.address, data: '0x6080' })).rejects.toThrow('A smart account cannot deploy a contract with a transaction: send it from the EOA');
    expect(prompt.shown).toHaveLength(0);
  });

  it('is the account an email login gets: reported as the address, funded by the faucet, deployed only by its first send', async () => {
    const email = 'grace@example.com';
    const { wallet, rpc, fund } = frameDevice({ servicesUrl: world.services.url, chain: { rpcUrl: world.nodeUrl(), smartAccount: smartAccountContracts() } });
    expect(await wallet.connectEmail(email)).toBe('VERIFY_DEVICE');
    await approveByLink(world.services.url, email);
    await wallet.connectDevice();
    await wallet.connectOtp(await latestCode(world.services.url, email));

    const before = await wallet.user();
    const [smart, eoa] = before.accounts;
    expect(smart?.type).toBe('smartAccount');
    expect(eoa?.type).toBe('eoa');
    expect(before).toMatchObject({ address: smart!.address, chainId: 31337, preferredAccountType: 'smartAccount', smartAccountDeployed: false });
    // The faucet funded both: the smart account pays its first operation from its address.
    expect(fund).toHaveBeenCalledWith(smart!.address);
    expect(fund).toHaveBeenCalledWith(eoa!.address);
    expect(await rpc.request({ method: 'eth_accounts' }, { origin: 'http://127.0.0.1:5173' })).toEqual([smart!.address]);
    expect(wallet.smartAccountNetworks()).toEqual([31337]);
    expect(await wallet.initSmartAccount()).toEqual({ address: smart!.address, isDeployed: false });

    const receiver = Wallet.createRandom().address;
    await rpc.request({ method: 'eth_sendTransaction', params: [{ from: smart!.address, to: receiver, value: toQuantity(parseEther('0.5')) }] }, { origin: 'http://127.0.0.1:5173' });
    expect(await wallet.user()).toMatchObject({ address: smart!.address, smartAccountDeployed: true });
    expect(await wallet.initSmartAccount()).toEqual({ address: smart!.address, isDeployed: true });
    const provider = freshProvider(world.devnet.rpcUrl);
    try {
      expect(await provider.getBalance(receiver)).toBe(parseEther('0.5'));
    } finally {
      provider.destroy();
    }
  });

  it('sends a batch as one atomic user operation (EIP-5792): one approval, one transaction, all the calls or none', async () => {
    const { smartAccount, prompt, request } = frameOn(Wallet.createRandom());
    const account = await smartAccount;
    const provider = freshProvider(world.devnet.rpcUrl);
    try {
      await mined(new Wallet(world.devnet.accounts[4]!.privateKey, provider).sendTransaction({ to: account.address, value: parseEther('1') }));
      expect(await request('wallet_getCapabilities', [account.address])).toEqual({ '0x7a69': { atomic: { status: 'supported' } } });
      const [first, second] = [Wallet.createRandom().address, Wallet.createRandom().address];
      const calls = [
        { to: first, value: toQuantity(parseEther('0.1')) },
        { to: second, value: toQuantity(parseEther('0.2')) },
      ];
      const { id } = (await request('wallet_sendCalls', [{ version: '2.0.0', from: account.address, chainId: '0x7a69', atomicRequired: true, calls }])) as { id: string };
      expect(prompt.shown).toHaveLength(1);
      expect(prompt.shown[0]).toMatchObject({ method: 'wallet_sendCalls', title: 'Send 2 calls' });
      expect(prompt.shown[0]!.details).toEqual(expect.arrayContaining([['Atomic', 'Yes: all the calls happen, or none']]));
      const status = (await request('wallet_getCallsStatus', [id])) as { status: number; atomic: boolean; receipts: { transactionHash: string }[] };
      expect(status).toMatchObject({ status: 200, atomic: true });
      expect(status.receipts).toHaveLength(1);
      expect([await provider.getBalance(first), await provider.getBalance(second)]).toEqual([parseEther('0.1'), parseEther('0.2')]);

      // A batch whose last call cannot happen (more ETH than the account holds) is refused whole, before the person is asked: nothing moves.
      const third = Wallet.createRandom().address;
      const failing = [{ to: third, value: toQuantity(parseEther('0.1')) }, { to: first, value: toQuantity(parseEther('100')) }];
      await expect(request('wallet_sendCalls', [{ version: '2.0.0', from: account.address, chainId: '0x7a69', atomicRequired: true, calls: failing }])).rejects.toThrow();
      expect(prompt.shown).toHaveLength(1);
      expect(await provider.getBalance(third)).toBe(0n);
      expect(await provider.getBalance(first)).toBe(parseEther('0.1'));
    } finally {
      provider.destroy();
    }
  });
});
