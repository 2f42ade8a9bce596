import { closeModal, connect as latchConnect, selectIsModalOpen } from '@latch/core';
import { connect, getAccount, reconnect, watchAccount } from '@wagmi/core';
import { flush, wagmiConfig, wagmiLatch } from '../test/wagmiLatch.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('wagmi follows the connection Latch has on eip155', () => {
  it('adopts at reconnect a connection Latch had before wagmi looked', async () => {
    const { latch, config } = wagmiLatch();
    await latchConnect(latch, { connectorId: 'io.test' });
    await reconnect(config);
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: 31337, connector: { id: 'latch', type: 'latch' } });
  });

  it("stays disconnected at reconnect while Latch has no account", async () => {
    const { config } = wagmiLatch();
    await reconnect(config);
    expect(getAccount(config)).toMatchObject({ status: 'disconnected', address: undefined });
  });

  it("connects when a person connects through Latch's own button, and tells watchAccount", async () => {
    const { latch, config } = wagmiLatch();
    const seen: string[] = [];
    watchAccount(config, { onChange: (account) => seen.push(`${account.status}:${account.address ?? ''}`) });
    await latchConnect(latch, { connectorId: 'io.test' });
    expect(getAccount(config)).toMatchObject({ status: 'connected', addresses: [ADDRESS], chainId: 31337 });
    expect(seen).toEqual([`connected:${ADDRESS}`]);
  });

  it("follows the wallet's account and chain changes", async () => {
    const { latch, config, wallet } = wagmiLatch();
    await latchConnect(latch, { connectorId: 'io.test' });
    wallet.emit({ type: 'accountsChanged', accounts: [OTHER] });
    expect(getAccount(config).address).toBe(OTHER);
    wallet.emit({ type: 'chainChanged', chainId: 1 });
    expect(getAccount(config)).toMatchObject({ chainId: 1, chain: { id: 1 } });
    // A chain neither is configured with is still the wallet's chain: wagmi knows no chain object for it.
    wallet.emit({ type: 'chainChanged', chainId: 10 });
    expect(getAccount(config)).toMatchObject({ status: 'connected', chainId: 10, chain: undefined });
  });

  it("hands over the connected wallet's own provider, whatever namespace the modal shows", async () => {
    const { latch, connector } = wagmiLatch();
    expect(await connector.getProvider()).toBeUndefined();
    await latchConnect(latch, { connectorId: 'io.test' });
    const provider = (await connector.getProvider()) as { request(args: { method: string }): Promise<unknown> };
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS]);
  });
});

describe("wagmi's connect", () => {
  it("opens Latch's modal on eip155 and resolves once the person connected there", async () => {
    const { latch, config, connector, wallet } = wagmiLatch();
    const connecting = connect(config, { connector });
    await flush();
    expect(selectIsModalOpen(latch.getState())).toBe(true);
    expect(latch.getState().networks.activeNamespace).toBe('eip155');
    expect(getAccount(config).status).toBe('connecting');
    await latchConnect(latch, { connectorId: 'io.test' });
    await expect(connecting).resolves.toEqual({ accounts: [ADDRESS], chainId: 31337 });
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ADDRESS });
    expect(wallet.calls).toEqual(['connect:io.test', 'balance:0x70997970C51812dc3A010C7d01b50e0d17dc79C8:eip155:31337']);
  });

  it('rejects as the person declining when the modal closes with no wallet connected', async () => {
    const { latch, config, connector } = wagmiLatch();
    const connecting = connect(config, { connector });
    await flush();
    closeModal(latch);
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError' });
    expect(getAccount(config).status).toBe('disconnected');
  });

  it('refuses a reconnect while Latch has no account, opening nothing', async () => {
    const { latch, connector } = wagmiLatch();
    await expect(connector.connect({ isReconnecting: true })).rejects.toMatchObject({ name: 'ConnectorNotConnectedError' });
    expect(selectIsModalOpen(latch.getState())).toBe(false);
  });

  it('adopts the connection Latch already has, moving it to the chain asked for, without the modal', async () => {
    const { latch, connector, wallet } = wagmiLatch();
    await latchConnect(latch, { connectorId: 'io.test' });
    await expect(connector.connect({ chainId: 1 })).resolves.toEqual({ accounts: [ADDRESS], chainId: 1 });
    expect(wallet.calls.filter((call) => /^(connect|switch)/.test(call))).toEqual(['connect:io.test', 'switch:eip155:1']);
    expect(selectIsModalOpen(latch.getState())).toBe(false);
  });

  it('is adopted, with no reconnect, by a config made after Latch connected', async () => {
    const { latch } = wagmiLatch();
    await latchConnect(latch, { connectorId: 'io.test' });
    const { config } = wagmiConfig(latch);
    await flush();
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ADDRESS });
  });
});
