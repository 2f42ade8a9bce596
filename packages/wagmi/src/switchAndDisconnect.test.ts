import { connect as latchConnect, disconnect as latchDisconnect, switchNetwork } from '@latch/core';
import { testMainnet } from '@latch/core/testing';
import { disconnect, getAccount, switchChain, watchAccount } from '@wagmi/core';
import { wagmiLatch } from '../test/wagmiLatch.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe("wagmi's switchChain", () => {
  it("switches through Latch's switchNetwork: the wallet, Latch's active network and wagmi's chain move together", async () => {
    const { latch, config, wallet } = wagmiLatch();
    await latchConnect(latch, { connectorId: 'io.test' });
    await expect(switchChain(config, { chainId: 1 })).resolves.toMatchObject({ id: 1 });
    expect(wallet.calls).toContain('switch:eip155:1');
    expect(latch.getState().networks.activeByNamespace.eip155).toBe('eip155:1');
    expect(getAccount(config)).toMatchObject({ status: 'connected', chainId: 1 });
  });

  it('refuses a chain Latch is not configured with, asking the wallet nothing', async () => {
    const { latch, config, wallet } = wagmiLatch();
    await latchConnect(latch, { connectorId: 'io.test' });
    await expect(switchChain(config, { chainId: 11155111 })).rejects.toMatchObject({ name: 'SwitchChainError' });
    expect(wallet.calls.filter((call) => call.startsWith('switch'))).toEqual([]);
    expect(getAccount(config).chainId).toBe(31337);
  });

  it("passes on the wallet's refusal as viem's user rejection, with the wallet's error as its cause, and stays on its chain", async () => {
    const { latch, config, wallet } = wagmiLatch();
    await latchConnect(latch, { connectorId: 'io.test' });
    wallet.control.switchError = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    await expect(switchChain(config, { chainId: 1 })).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001, cause: wallet.control.switchError });
    expect(getAccount(config).chainId).toBe(31337);
  });

  it("passes on the wallet's other failures as a SwitchChainError", async () => {
    const { latch, config, wallet } = wagmiLatch();
    await latchConnect(latch, { connectorId: 'io.test' });
    wallet.control.switchError = new Error('The wallet has no such chain');
    await expect(switchChain(config, { chainId: 1 })).rejects.toMatchObject({ name: 'SwitchChainError', cause: wallet.control.switchError });
    expect(getAccount(config).chainId).toBe(31337);
  });

  it("follows a switch made in Latch's own Networks view", async () => {
    const { latch, config } = wagmiLatch();
    await latchConnect(latch, { connectorId: 'io.test' });
    await switchNetwork(latch, testMainnet);
    expect(getAccount(config).chainId).toBe(1);
  });
});

describe('disconnects both ways', () => {
  it("wagmi's disconnect ends Latch's eip155 connection, and wagmi hears it once", async () => {
    const { latch, config, wallet } = wagmiLatch();
    await latchConnect(latch, { connectorId: 'io.test' });
    const seen: string[] = [];
    watchAccount(config, { onChange: (account) => seen.push(account.status) });
    await disconnect(config);
    expect(wallet.calls).toContain('disconnect');
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected');
    expect(getAccount(config).status).toBe('disconnected');
    expect(seen).toEqual(['disconnected']);
  });

  it("Latch's disconnect (its Account view, or the wallet's) disconnects wagmi", async () => {
    const { latch, config, wallet } = wagmiLatch();
    await latchConnect(latch, { connectorId: 'io.test' });
    await latchDisconnect(latch);
    expect(getAccount(config).status).toBe('disconnected');
    await latchConnect(latch, { connectorId: 'io.test' });
    wallet.emit({ type: 'disconnect' });
    expect(getAccount(config).status).toBe('disconnected');
  });

  it('follows connect and disconnect from either side, over and over, each told once', async () => {
    const { latch, config } = wagmiLatch();
    const seen: string[] = [];
    watchAccount(config, { onChange: (account) => seen.push(account.status) });
    for (let round = 0; round < 2; round++) {
      await latchConnect(latch, { connectorId: 'io.test' });
      await disconnect(config);
      await latchConnect(latch, { connectorId: 'io.test' });
      await latchDisconnect(latch);
    }
    expect(seen).toEqual(Array(4).fill(['connected', 'disconnected']).flat());
    await latchConnect(latch, { connectorId: 'io.test' });
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ADDRESS });
  });
});
