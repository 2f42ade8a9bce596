// RPC_REQUEST for the Solana signing methods (SPEC 6: unsafe): the params are checked with
// @latch/frame's schemas (SPEC 5's sign-and-send options among them), then the request waits its
// turn in the approval queue, is shown truthfully (describe.ts), and is signed with the account's
// Ed25519 key only on Approve; solana_signAndSendTransaction then goes to the network's RPC. A
// message to sign must be text a person reads, never a transaction's bytes (signableMessage.ts).
import { parseSolanaParams, solanaResultSchemas, type SolanaResult, type SolanaSigningMethod } from '@latch/frame/host';
import type { ApprovalQueue } from '../approval/queue.js';
import { inEachLocale } from '../i18n/inEachLocale.js';
import { fromBase58, fromBase64, toBase58, toBase64 } from '../keys/bytes.js';
import { NOT_CONNECTED, OTHER_ACCOUNT, OTHER_SIGNATURE_SENT } from '../messages.js';
import type { SolanaFrameNetwork, SolanaNetworks } from '../networks.js';
import type { RpcRequestContext } from '../rpc/router.js';
import { solanaMessage, solanaTransaction } from './describe.js';
import type { SolanaSigner } from './signer.js';

export interface SolanaAccount {
  address: string;
  signer(): Promise<SolanaSigner>;
}

export interface SolanaRouterOptions {
  networks: SolanaNetworks;
  /** The signed-in account's Solana key, or undefined (signed out, or an account without one). */
  account: () => Promise<SolanaAccount | undefined>;
  /** A call to the network's RPC. */
  forward: (network: SolanaFrameNetwork, method: string, params: unknown) => Promise<unknown>;
  approvals: ApprovalQueue;
}

const loadTransactions = () => import('./transaction.js');
const loadSignableMessages = () => import('./signableMessage.js');

export class SolanaRouter {
  constructor(private readonly options: SolanaRouterOptions) {}

  async request<M extends SolanaSigningMethod>({ method, params, chainId }: { method: M; params?: unknown; chainId?: string | number }, context: RpcRequestContext): Promise<SolanaResult<M>> {
    const network = this.options.networks.require(chainId);
    const account = await this.options.account();
    if (!account) throw new Error(NOT_CONNECTED);
    const mine = (pubkey: string | undefined) => {
      if (pubkey !== undefined && pubkey !== account.address) throw new Error(OTHER_ACCOUNT);
    };
    const ask = <T>(prepare: () => Promise<{ shown: ReturnType<typeof solanaMessage>; work: (signer: SolanaSigner) => Promise<T> }>) =>
      this.options.approvals.run(async () => {
        const { shown, work } = await prepare();
        const summary = inEachLocale(() => ({ method, origin: context.origin, network: `${network.name} (${network.caipNetworkId})`, ...(context.dappName ? { dappName: context.dappName } : {}), ...shown }));
        return { summary, work: async () => work(await account.signer()) };
      }, context.requestId);

    switch (method) {
      case 'solana_signMessage': {
        const { message, pubkey } = parseSolanaParams('solana_signMessage', params);
        mine(pubkey);
        const bytes = fromBase58(message);
        // Refused before it waits its turn: a transaction's bytes, or bytes that are not text, are never shown as a message.
        const signable = (await loadSignableMessages()).readSignableMessage(bytes, account.address);
        const answer = ask(async () => ({ shown: inEachLocale(() => solanaMessage(signable, account.address)), work: async (signer) => ({ signature: toBase58(await signer.sign(bytes)) }) }));
        return answer as Promise<SolanaResult<M>>;
      }
      case 'solana_signTransaction': {
        const { transaction, pubkey } = parseSolanaParams('solana_signTransaction', params);
        mine(pubkey);
        return ask(async () => {
          const read = (await loadTransactions()).readTransaction(fromBase64(transaction), account.address);
          const work = async (signer: SolanaSigner) => {
            const { wire, signature } = await read.sign(signer);
            return { transaction: toBase64(wire), signature: toBase58(signature) };
          };
          return { shown: inEachLocale(() => solanaTransaction(read.facts, account.address, false)), work };
        }) as Promise<SolanaResult<M>>;
      }
      case 'solana_signAndSendTransaction': {
        const { transaction, pubkey, sendOptions } = parseSolanaParams('solana_signAndSendTransaction', params);
        mine(pubkey);
        return ask(async () => {
          const read = (await loadTransactions()).readTransaction(fromBase64(transaction), account.address);
          const work = async (signer: SolanaSigner) => {
            const { wire, signature } = await read.sign(signer);
            const sent = await this.options.forward(network, 'sendTransaction', [toBase64(wire), { ...sendOptions, encoding: 'base64' }]);
            const parsed = solanaResultSchemas.solana_signAndSendTransaction.safeParse({ signature: sent });
            if (!parsed.success || parsed.data.signature !== toBase58(signature)) throw new Error(OTHER_SIGNATURE_SENT);
            return parsed.data;
          };
          return { shown: inEachLocale(() => solanaTransaction(read.facts, account.address, true)), work };
        }) as Promise<SolanaResult<M>>;
      }
      default:
        throw new Error(`Unknown Solana method ${String(method)}`);
    }
  }
}
