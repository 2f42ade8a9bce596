/**
 * @jest-environment node
 */
// SET_PREFERRED_ACCOUNT against the real devnet, bundler and services (issue 18, point 4): an email
// login's smart account switches to its EOA and back; the EOA is what the app sees and what sends
// (a plain transaction, no batches), the choice survives a reload from the frame's storage, and a
// network without smart account contracts stays EOA.
import { freshProvider, mined } from '@latch/devnet';
import { parseEther, toQuantity, Wallet } from 'ethers';
import { approveByLink, DAPP_ORIGIN, frameDevice, latestCode } from './frameDevice.js';
import { useSmartAccountWorld } from './smartAccountWorld.js';

const world = useSmartAccountWorld();
const smartAccount = () => world.contracts();

async function loggedIn(device: ReturnType<typeof frameDevice>, email: string) {
  expect(await device.wallet.connectEmail(email)).toBe('VERIFY_DEVICE');
  await approveByLink(world.services.url, email);
    await device.wallet.connectDevice();
  await device.wallet.connectOtp(await latestCode(world.services.url, email));
  return device;
}

const asked = (device: ReturnType<typeof frameDevice>, method: string, params: unknown[] = []) => device.rpc.request({ method, params }, { origin: DAPP_ORIGIN });

describe('the preferred account type (SET_PREFERRED_ACCOUNT)', () => {
  it('switches the smart account to the EOA, which sends plain transactions and batches nothing, across a reload, and back', async () => {
    const chain = { rpcUrl: world.nodeUrl(), smartAccount: smartAccount() };
    const device = await loggedIn(frameDevice({ servicesUrl: world.services.url, chain }), 'linus@example.com');
    const { accounts } = await device.wallet.user();
    const smart = accounts.find((account) => account.type === 'smartAccount')!.address;
    const eoa = accounts.find((account) => account.type === 'eoa' && account.address.startsWith('0x'))!.address;

    expect(await device.wallet.setPreferredAccount('eoa')).toEqual({ type: 'eoa', address: eoa });
    expect(await device.wallet.user()).toMatchObject({ address: eoa, preferredAccountType: 'eoa', accounts });
    expect(await asked(device, 'eth_accounts')).toEqual([eoa]);
    expect(await asked(device, 'wallet_getCapabilities', [eoa])).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } });
    // The faucet funded the EOA at login: its send is its own transaction, its nonce moves.
    const receiver = Wallet.createRandom().address;
    const provider = freshProvider(world.devnet.rpcUrl);
    try {
      const hash = (await asked(device, 'eth_sendTransaction', [{ from: eoa, to: receiver, value: toQuantity(parseEther('0.01')) }])) as string;
      expect((await provider.getTransaction(hash))?.from).toBe(eoa);
      // anvil answers a send before it mines it (@latch/devnet's mined.ts).
      expect((await mined({ hash, provider })).status).toBe(1);
      expect(await provider.getTransactionCount(eoa)).toBe(1);
      expect(await provider.getBalance(receiver)).toBe(parseEther('0.01'));
    } finally {
      provider.destroy();
    }

    // A reload: the same storage and device key, a new page.
    const reloaded = frameDevice({ servicesUrl: world.services.url, chain, web: device.web, deviceKey: device.deviceKey });
    expect(await reloaded.wallet.user()).toMatchObject({ address: eoa, preferredAccountType: 'eoa' });
    expect(device.web.getItem('@appkit-wallet/PREFERRED_ACCOUNT_TYPE')).toBe('"eoa"');

    expect(await reloaded.wallet.setPreferredAccount('smartAccount')).toEqual({ type: 'smartAccount', address: smart });
    expect(await reloaded.wallet.user()).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' });
    expect(await asked(reloaded, 'wallet_getCapabilities', [smart])).toEqual({ '0x7a69': { atomic: { status: 'supported' } } });
  });

  it('stays EOA on a network without smart account contracts, whatever is preferred', async () => {
    const device = await loggedIn(frameDevice({ servicesUrl: world.services.url, chain: { rpcUrl: world.nodeUrl() } }), 'margaret@example.com');
    const { address } = await device.wallet.user();
    expect(await device.wallet.setPreferredAccount('smartAccount')).toEqual({ type: 'eoa', address });
    expect(await device.wallet.user()).toMatchObject({ address, preferredAccountType: 'eoa' });
  });

  it('is refused without a session', async () => {
    const { wallet } = frameDevice({ servicesUrl: world.services.url, chain: { rpcUrl: world.nodeUrl(), smartAccount: smartAccount() } });
    await expect(wallet.setPreferredAccount('eoa')).rejects.toThrow();
  });
});
