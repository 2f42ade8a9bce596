import { connect as latchConnect, switchNetwork, type ChainAdapter } from '@latch/core';
import { solanaMainnet } from '@latch/core/chains';
import { memoryAdapter } from '@latch/core/testing';
import { getAccount, getConnectorClient, signMessage } from '@wagmi/core';
import { verifyMessage, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { wagmiLatch } from '../test/wagmiLatch.js';

const SOLANA_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

// anvil's second dev account: the memory adapter's default address.
const signer = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

/** A wallet's EIP-1193 provider that signs with a key: what Latch's adapter hands out for the connected wallet. */
function signingProvider(asked: string[]) {
  return {
    async request({ method, params }: { method: string; params?: unknown }) {
      asked.push(method);
      if (method === 'personal_sign') return signer.signMessage({ message: { raw: (params as [Hex])[0] } });
      if (method === 'eth_accounts') return [signer.address];
      if (method === 'eth_chainId') return '0x7a69';
      throw Object.assign(new Error(`not answered here: ${method}`), { code: 4200 });
    },
  };
}

it("signs with wagmi's signMessage through the wallet's own provider", async () => {
  const asked: string[] = [];
  const getWalletProvider: ChainAdapter['getWalletProvider'] = async () => signingProvider(asked);
  const { latch, config } = wagmiLatch({ adapter: { getWalletProvider } });
  await latchConnect(latch, { connectorId: 'io.test' });
  const signature = await signMessage(config, { message: 'Hello from wagmi' });
  expect(asked).toContain('personal_sign');
  await expect(verifyMessage({ address: signer.address, message: 'Hello from wagmi', signature })).resolves.toBe(true);
});

describe('whatever the login', () => {
  const SMART_ACCOUNT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
  const embedded = { id: 'embedded', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

  it("hands wagmi the smart account an email login connected, and the embedded wallet's provider", async () => {
    const { latch, config, connector } = wagmiLatch({ wallet: { address: SMART_ACCOUNT, connectors: [embedded], user: { email: 'person@example.test', accountType: 'smartAccount' } } });
    await latchConnect(latch, { connectorId: 'embedded' });
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: SMART_ACCOUNT, chainId: 31337 });
    const client = await getConnectorClient(config);
    expect(client.account.address).toBe(SMART_ACCOUNT);
    const provider = (await connector.getProvider()) as { request(args: { method: string }): Promise<unknown> };
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([SMART_ACCOUNT]);
  });

  it('keeps the eip155 account while Latch shows another namespace', async () => {
    const solana = memoryAdapter({ namespace: 'solana', address: SOLANA_ADDRESS, rules: { address: '[1-9A-HJ-NP-Za-km-z]{32,44}' }, label: 'Solana' });
    const { latch, config } = wagmiLatch({ more: { adapters: [solana.adapter], networks: [solanaMainnet] } });
    await latchConnect(latch, { connectorId: 'io.test' });
    await switchNetwork(latch, solanaMainnet);
    await latchConnect(latch, { connectorId: 'io.test', namespace: 'solana' });
    expect(latch.getState().networks.activeNamespace).toBe('solana');
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 });
  });
});
