import type { Page } from '@playwright/test';
import { createSolanaDevWallet, type SolanaDevWallet } from '@latch/devnet';
import * as z from 'zod';

export interface SolanaInfo {
  rpcUrl: string;
  caipNetworkId: string;
  /** The dev keypairs, each holding 1000 SOL at start. */
  accounts: { address: string; secretKey: number[] }[];
}

export const solanaInfo = (): SolanaInfo => JSON.parse(process.env.LATCH_E2E_SOLANA ?? 'null') ?? raise('globalSetup did not start the Solana chain');

function raise(message: string): never {
  throw new Error(message);
}

const balanceAnswer = z.object({ result: z.object({ value: z.number().int().nonnegative() }) });

/** The account's lamports, read from the local chain's RPC. */
export async function lamportsOnChain(address: string, rpcUrl = solanaInfo().rpcUrl): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address, { commitment: 'confirmed' }] }),
  });
  return BigInt(balanceAnswer.parse(await response.json()).result.value);
}

export const SOLANA_TEST_WALLET = 'Latch Solana Test Wallet';
const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#14b8a6"/></svg>')}`;

/** A wallet on the local Solana chain that signs with dev keypair `index`. */
export function solanaDevWallet(index: number): Promise<SolanaDevWallet> {
  const { rpcUrl, accounts } = solanaInfo();
  return createSolanaDevWallet({ rpcUrl, secretKey: Uint8Array.from(accounts[index]!.secretKey) });
}

/**
 * Installs a wallet in the page that registers itself through the Wallet Standard (the
 * `wallet-standard:register-wallet` and `wallet-standard:app-ready` window events). Its feature
 * calls cross to this process, bytes in base64, where the devnet's Solana wallet signs with a dev
 * keypair and sends to the local chain: a real wallet, its key kept out of the page.
 */
export async function installSolanaTestWallet(page: Page, wallet: Pick<SolanaDevWallet, 'request'>, name = SOLANA_TEST_WALLET) {
  await page.exposeFunction('__latchSolanaTestWallet', async (method: string, params: unknown) => {
    try {
      return { result: await wallet.request({ method, params }) };
    } catch (error) {
      const { code = -32603, message = String(error) } = error as { code?: number; message?: string };
      return { error: { code, message } };
    }
  });
  await page.addInitScript(
    ({ name, icon, chains }) => {
      type Answer = { result?: unknown; error?: { code: number; message: string } };
      type Account = { address: string; publicKey: Uint8Array; chains: string[]; features: string[] };
      const bridge = (window as unknown as { __latchSolanaTestWallet(method: string, params: unknown): Promise<Answer> }).__latchSolanaTestWallet;
      const call = async <T>(method: string, params?: unknown): Promise<T> => {
        const answer = await bridge(method, params);
        if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
        return answer.result as T;
      };
      const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
      const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
      const listeners = new Set<(properties: { accounts?: readonly Account[] }) => void>();
      let accounts: Account[] = [];
      const features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'];
      const version = '1.0.0';
      const wallet = {
        version,
        name,
        icon,
        chains,
        get accounts() {
          return accounts;
        },
        features: {
          'standard:connect': {
            version,
            async connect(input?: { silent?: boolean }) {
              const granted = await call<{ accounts: { address: string; publicKey: string }[] }>('standard:connect', { silent: input?.silent ?? false });
              accounts = granted.accounts.map(({ address, publicKey }) => ({ address, publicKey: fromBase64(publicKey), chains, features }));
              listeners.forEach((listener) => listener({ accounts }));
              return { accounts };
            },
          },
          'standard:disconnect': {
            version,
            async disconnect() {
              await call('standard:disconnect');
              accounts = [];
            },
          },
          'standard:events': {
            version,
            on(_event: 'change', listener: (properties: { accounts?: readonly Account[] }) => void) {
              listeners.add(listener);
              return () => listeners.delete(listener);
            },
          },
          'solana:signMessage': {
            version,
            async signMessage(...inputs: { message: Uint8Array }[]) {
              return Promise.all(
                inputs.map(async ({ message }) => ({ signedMessage: message, signature: fromBase64((await call<{ signature: string }>('solana:signMessage', { message: toBase64(message) })).signature) })),
              );
            },
          },
          'solana:signTransaction': {
            version,
            supportedTransactionVersions: ['legacy'],
            async signTransaction(...inputs: { transaction: Uint8Array }[]) {
              return Promise.all(
                inputs.map(async ({ transaction }) => ({
                  signedTransaction: fromBase64((await call<{ signedTransaction: string }>('solana:signTransaction', { transaction: toBase64(transaction) })).signedTransaction),
                })),
              );
            },
          },
          'solana:signAndSendTransaction': {
            version,
            supportedTransactionVersions: ['legacy'],
            async signAndSendTransaction(...inputs: { transaction: Uint8Array; options?: unknown }[]) {
              return Promise.all(
                inputs.map(async ({ transaction, options }) => ({
                  signature: fromBase64((await call<{ signature: string }>('solana:signAndSendTransaction', { transaction: toBase64(transaction), options })).signature),
                })),
              );
            },
          },
        },
      };
      const register = ({ register }: { register(wallet: unknown): unknown }) => register(wallet);
      window.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent<{ register(wallet: unknown): unknown }>).detail));
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
    },
    { name, icon: ICON, chains: [solanaInfo().caipNetworkId] },
  );
}
