// Latch's eip155 connection as wagmi sees it: the account, its address and the chain the wallet is on,
// whatever namespace the modal shows now.
import type { ConnectionStatus, Latch, LatchState } from '@latch/core';

export interface Eip155Connection {
  status: ConnectionStatus;
  address?: string;
  /** The wallet's chain: the active eip155 network, or the unconfigured one the wallet reported. */
  chainId?: number;
}

export type ConnectedEip155 = Required<Eip155Connection> & { status: 'connected' };

/** `eip155:<reference>` to its numeric reference (CAIP-2). */
const chainIdOf = (caipNetworkId: string | undefined): number | undefined => {
  const id = Number(caipNetworkId?.split(':')[1]);
  return Number.isSafeInteger(id) ? id : undefined;
};

export function readEip155(state: LatchState): Eip155Connection {
  const account = state.accounts.eip155;
  const { unsupportedByNamespace, activeByNamespace } = state.networks;
  const chainId = chainIdOf(unsupportedByNamespace.eip155 ?? activeByNamespace.eip155);
  return { status: account?.status ?? 'disconnected', ...(account?.address && { address: account.address }), ...(chainId !== undefined && { chainId }) };
}

export const isConnected = (connection: Eip155Connection): connection is ConnectedEip155 =>
  connection.status === 'connected' && connection.address !== undefined && connection.chainId !== undefined;

/**
 * Resolves with `settle`'s answer once it gives one for the state (now, or after a later change);
 * rejects with what it throws.
 */
export function whenSettled<T>(latch: Latch, settle: (state: LatchState) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    let done = false;
    const check = () => {
      if (done) return;
      try {
        const answer = settle(latch.getState());
        if (answer === undefined) return;
        done = true;
        resolve(answer);
      } catch (error) {
        done = true;
        reject(error);
      }
      stop();
    };
    const stop = latch.subscribe(check);
    check();
  });
}
