import { ChainNotConfiguredError, ConnectorNotConnectedError, createConnector } from '@wagmi/core';
import { getAddress, SwitchChainError, UserRejectedRequestError, type Address } from 'viem';
import { disconnect, getWalletProvider, LatchError, LatchMessages, openModal, selectIsModalOpen, switchNetwork, type Eip1193Provider, type Latch } from '@latch/core';
import { isConnected, readEip155, whenSettled, type ConnectedEip155, type Eip155Connection } from './eip155Connection.js';

/** What wagmi's `connector.type` says for it, and its id. */
const LATCH_CONNECTOR_TYPE = 'latch';

/** wagmi's `connect` while Latch's modal closed with no eip155 wallet connected. */
const closedUnconnected = () => new UserRejectedRequestError(new Error('Latch closed before a wallet connected on eip155.'));

/**
 * A wagmi connector over a Latch instance: the wallet connected on eip155 through Latch's modal
 * (a browser wallet, WalletConnect, the embedded wallet of an email, social, Farcaster or passkey
 * login, its smart account) is the one wagmi's hooks and actions use, through the wallet's own
 * EIP-1193 provider. wagmi's `connect` opens the modal (or adopts a connection Latch already has);
 * account and chain changes, and disconnects from either side, reach the other.
 */
export function latchConnector(latch: Latch) {
  return createConnector<Eip1193Provider | undefined>((config) => {
    let seen: Eip155Connection = { status: 'disconnected' };

    const accountsOf = (connection: ConnectedEip155): readonly Address[] => [getAddress(connection.address)];

    /** Tells wagmi what changed in Latch's eip155 connection since it last looked. */
    const follow = () => {
      const now = readEip155(latch.getState());
      const before = seen;
      seen = now;
      const wasConnected = isConnected(before);
      if (!isConnected(now)) {
        if (wasConnected) connector.onDisconnect();
        return;
      }
      if (!wasConnected) {
        config.emitter.emit('connect', { accounts: accountsOf(now), chainId: now.chainId });
        return;
      }
      if (now.address !== before.address) connector.onAccountsChanged([now.address]);
      if (now.chainId !== before.chainId) connector.onChainChanged(String(now.chainId));
    };

    /** Opens the modal on eip155; resolves once a wallet connected there, rejects when it closed first. */
    const connectThroughModal = (): Promise<ConnectedEip155> => {
      openModal(latch, { namespace: 'eip155' });
      return whenSettled(latch, (state) => {
        const connection = readEip155(state);
        if (isConnected(connection)) return connection;
        if (!selectIsModalOpen(state) && connection.status !== 'connecting') throw closedUnconnected();
        return undefined;
      });
    };

    /** Latch's eip155 connection once no connect or restore is under way. */
    const settled = () => whenSettled(latch, (state) => (readEip155(state).status === 'connecting' ? undefined : readEip155(state)));

    const connector = {
      id: LATCH_CONNECTOR_TYPE,
      name: 'Latch',
      type: LATCH_CONNECTOR_TYPE,

      async setup() {
        // wagmi calls this while it builds its store: what Latch has already is told once that store exists.
        await Promise.resolve();
        latch.subscribe(follow);
        follow();
      },

      async connect({ chainId, isReconnecting, withCapabilities }: { chainId?: number; isReconnecting?: boolean; withCapabilities?: boolean } = {}) {
        const now = readEip155(latch.getState());
        let connection: ConnectedEip155;
        if (isConnected(now)) connection = now;
        else if (isReconnecting) throw new ConnectorNotConnectedError();
        else connection = await connectThroughModal();
        const onChain = chainId === undefined || chainId === connection.chainId ? connection.chainId : (await connector.switchChain({ chainId })).id;
        const accounts = accountsOf(connection);
        return {
          accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
          chainId: onChain,
        };
      },

      async disconnect() {
        if (isConnected(readEip155(latch.getState()))) await disconnect(latch, 'eip155');
      },

      async getAccounts() {
        const connection = readEip155(latch.getState());
        return isConnected(connection) ? accountsOf(connection) : [];
      },

      async getChainId() {
        return readEip155(latch.getState()).chainId ?? config.chains[0].id;
      },

      /** The connected wallet's own EIP-1193 provider, as Latch's adapter hands it out; undefined while none is connected. */
      async getProvider() {
        return (await getWalletProvider(latch, 'eip155')) as Eip1193Provider | undefined;
      },

      async isAuthorized() {
        return isConnected(await settled());
      },

      /** Through Latch's own switch, to a network both Latch and wagmi are configured with. */
      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId);
        const network = latch.getState().networks.networks.find((candidate) => candidate.caipNetworkId === `eip155:${chainId}`);
        if (!chain || !network) throw new SwitchChainError(new ChainNotConfiguredError());
        try {
          await switchNetwork(latch, network);
        } catch (error) {
          // The person's refusal in the wallet is viem's user rejection, as wagmi's own connectors report it; its cause is the wallet's error.
          const refused = error instanceof LatchError && error.id === LatchMessages.networkSwitchDeclined.id;
          throw refused ? new UserRejectedRequestError(error.cause as Error) : new SwitchChainError(error as Error);
        }
        return chain;
      },

      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) connector.onDisconnect();
        else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) });
      },

      onChainChanged(chainId: string) {
        config.emitter.emit('change', { chainId: Number(chainId) });
      },

      onDisconnect() {
        config.emitter.emit('disconnect');
      },
    };
    return connector;
  });
}
