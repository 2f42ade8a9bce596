// Smart sessions (issue 18, point 5; SPEC 7's smartSessions feature): wallet_grantPermissions makes a
// session key in the frame and, once the person approved, the person's SimpleAccount deploys a
// SessionAccount of its own for that key, moves the spend limit into it and grants the key that limit
// and an expiry on chain (one operation the owner key signs). No audited session module runs on
// SimpleAccount, so the key never touches the person's account: wallet_sendCalls with that
// permission's context is signed by the key, with no approval, as an operation of the session account,
// within what that account enforces (plain sends only, their value and each operation's most gas cost
// counted in the limit; issue 30, point 5) and what it holds. wallet_revokePermissions (approved)
// revokes the key and takes what is left back to the person's account. Loaded with import().
import { dataLength, Interface } from 'ethers';
import {
  PERMISSION_CALL_DATA_NOT_ALLOWED,
  PERMISSION_CALL_NOT_ALLOWED,
  PERMISSION_EXPIRED,
  PERMISSION_LIMIT_EXCEEDED,
  PERMISSION_OTHER_ACCOUNT,
  PERMISSION_UNKNOWN,
  permissionExpiryInvalid,
  PERMISSIONS_NEED_SMART_ACCOUNT,
} from '../../messages.js';
import type { FrameNetwork, Networks } from '../../networks.js';
import { inEachLocale } from '../../i18n/inEachLocale.js';
import { frameMessages } from '../../i18n/translate.js';
import { describeText, unitsAmount } from '../../rpc/describe.js';
import { parseParams } from '../../rpc/params.js';
import type { Call, SmartAccountSender } from '../sender.js';
import { grantPermissionsParams, MAX_SESSION_SECONDS, permissionsCapability, revokePermissionsParams, SIGNER_TYPE, spendLimitOf, type StoredSession } from './schemas.js';
import { newSessionKey, sessionSigner } from './sessionKey.js';
import type { SmartSessionStore } from './store.js';

/** The approval screen's words for granting and revoking a permission. */
export const permissionMessages = {
  'permission.grantTitle': 'Grant a permission',
  'permission.revokeTitle': 'Revoke a permission',
  'permission.row.account': 'Account',
  'permission.row.sessionAccount': 'Session account',
  'permission.row.permission': 'Permission',
  'permission.row.spendLimit': 'Spend limit',
  'permission.row.expires': 'Expires',
  'permission.row.sessionKey': 'Session key',
  'permission.row.backToAccount': 'Back to this account',
  'permission.sessionAccount': '{address}: {limit} moves there now; the app spends only from it, and revoking takes what is left back',
  'permission.grant': 'Send up to {limit} in all, network fees included, without asking you again; never tokens, NFTs or contract calls',
  'permission.sessionKey': 'Made and kept by this wallet: the app never gets it',
  'permission.warning': 'Until it expires or you revoke it, {origin} can send up to {limit} from this account with no approval here',
  'permission.leftInSession': '{amount} left in the session account {address}',
  'permission.granted': 'Send up to {limit} in all, until {date}',
} as const;
const t = frameMessages(permissionMessages);

const ACCOUNT = new Interface([
  'function grantSession(address key, uint128 spendLimit, uint48 validUntil)',
  'function revokeSession(address key)',
  'function execute(address target, uint256 value, bytes data)',
  'error UnknownSession(address key)',
  'error SessionCallNotAllowed(address key)',
  'error SessionSpendLimitExceeded(address key, uint256 spent, uint256 spendLimit)',
]);
/** What the account's refusals mean to the app, by the error's selector in the bundler's message. */
const REFUSALS: [selector: string, message: string][] = [
  [ACCOUNT.getError('UnknownSession')!.selector, PERMISSION_UNKNOWN],
  [ACCOUNT.getError('SessionCallNotAllowed')!.selector, PERMISSION_CALL_NOT_ALLOWED],
  [ACCOUNT.getError('SessionSpendLimitExceeded')!.selector, PERMISSION_LIMIT_EXCEEDED],
];
/** The EntryPoint's refusal of an operation whose validUntil passed. */
const EXPIRED_ON_CHAIN = 'AA22 expired or not due';

type Rows = [string, string][];
/** What the approval screen shows, and what runs on Approve (the router adds who asks and on which network). */
export interface SessionApproval<T> {
  network: FrameNetwork;
  prepare: () => Promise<{ shown: { title: string; details: Rows; warnings: string[] }; work: () => Promise<T> }>;
}

export interface SessionAccount {
  address: string;
  smartAccount?(network: FrameNetwork): Promise<SmartAccountSender | undefined>;
}

export interface SmartSessionsOptions {
  store: SmartSessionStore;
  networks: Networks;
  /** Unix seconds. */
  now?: () => number;
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The bundler's refusal of a session-key operation in the app's words, when it is the account's or the EntryPoint's. */
function inWords(error: unknown): unknown {
  const text = error instanceof Error ? error.message.toLowerCase() : '';
  if (text.includes(EXPIRED_ON_CHAIN.toLowerCase())) return new Error(PERMISSION_EXPIRED, { cause: error });
  const refusal = REFUSALS.find(([selector]) => text.includes(selector.slice(2).toLowerCase()));
  return refusal ? new Error(refusal[1], { cause: error }) : error;
}

export class SmartSessions {
  readonly #now: () => number;

  constructor(private readonly options: SmartSessionsOptions) {
    this.#now = options.now ?? (() => Math.floor(Date.now() / 1000));
  }

  async #smartAccount(account: SessionAccount, network: FrameNetwork): Promise<SmartAccountSender> {
    const smart = await account.smartAccount?.(network);
    if (!smart) throw new Error(PERMISSIONS_NEED_SMART_ACCOUNT);
    return smart;
  }

  /** A session of this app for this account on this network, else "Unknown permission". */
  #session(context: string, smart: SmartAccountSender, network: FrameNetwork, origin: string): StoredSession {
    const session = this.options.store.find(context);
    if (!session || session.origin !== origin) throw new Error(PERMISSION_UNKNOWN);
    if (!sameAddress(session.account, smart.address) || session.chainId !== network.chainId) throw new Error(PERMISSION_OTHER_ACCOUNT);
    return session;
  }

  /** wallet_grantPermissions: checked before it is shown; on Approve the grant goes on chain, then the session is kept and its context answered. */
  grant(params: unknown, account: SessionAccount, origin: string): SessionApproval<unknown[]> {
    const [request] = parseParams('wallet_grantPermissions', grantPermissionsParams, params);
    const spendLimit = spendLimitOf(request);
    const network = this.options.networks.require(Number(request.chainId));
    const now = this.#now();
    if (request.expiry <= now || request.expiry > now + MAX_SESSION_SECONDS) throw new Error(permissionExpiryInvalid(MAX_SESSION_SECONDS));
    const prepare = async () => {
      const smart = await this.#smartAccount(account, network);
      if (request.address && !sameAddress(request.address, smart.address)) throw new Error(PERMISSION_OTHER_ACCOUNT);
      const key = newSessionKey();
      const sessionAccount = await smart.sessionAccount(key.address);
      const grant: Call[] = [
        sessionAccount.deploy,
        { to: sessionAccount.address, value: spendLimit, data: '0x' },
        { to: sessionAccount.address, value: 0n, data: ACCOUNT.encodeFunctionData('grantSession', [key.address, spendLimit, request.expiry]) },
      ];
      const prepared = await smart.prepare(grant);
      // Its words made in each locale (inEachLocale): the screen draws them again when the locale changes.
      const shown = inEachLocale(() => {
        const limit = unitsAmount(spendLimit, 18, network.nativeSymbol);
        const details: Rows = [
          [t('permission.row.account'), smart.address],
          [t('permission.row.sessionAccount'), t('permission.sessionAccount', { address: sessionAccount.address, limit })],
          [t('permission.row.permission'), t('permission.grant', { limit })],
          [t('permission.row.spendLimit'), limit],
          [t('permission.row.expires'), new Date(request.expiry * 1000).toISOString()],
          [t('permission.row.sessionKey'), t('permission.sessionKey')],
          [describeText('approval.row.maxFee'), unitsAmount(prepared.gasLimit * prepared.maxFeePerGas, 18, network.nativeSymbol)],
        ];
        return { title: t('permission.grantTitle'), details, warnings: [t('permission.warning', { origin, limit })] };
      });
      const work = async () => {
        // Sealed before the grant goes on chain: a key the frame could not keep is never granted.
        const sealedKey = await this.options.store.seal(key.address, key.privateKey);
        await prepared.send();
        const granted = { ...request, address: smart.address, signer: { type: SIGNER_TYPE } };
        const stored: StoredSession = { context: key.address, sealedKey, account: smart.address, sessionAccount: sessionAccount.address, chainId: network.chainId, origin, spendLimit: spendLimit.toString(), expiry: request.expiry, request: granted };
        this.options.store.add(stored);
        return [{ ...granted, context: key.address }];
      };
      return { shown, work };
    };
    return { network, prepare };
  }

  /** wallet_revokePermissions: shown, then on Approve the account revokes the key on chain and the frame forgets it. */
  revoke(params: unknown, account: SessionAccount, network: FrameNetwork, origin: string): SessionApproval<null> {
    const [{ permissionContext }] = parseParams('wallet_revokePermissions', revokePermissionsParams, params);
    const stored = this.options.store.find(permissionContext);
    const target = stored ? this.options.networks.require(stored.chainId) : network;
    const prepare = async () => {
      const smart = await this.#smartAccount(account, target);
      const session = this.#session(permissionContext, smart, target, origin);
      const { balance } = await smart.sessionAccount(session.context);
      const revoke: Call = { to: session.sessionAccount, value: 0n, data: ACCOUNT.encodeFunctionData('revokeSession', [session.context]) };
      const takeBack: Call = { to: session.sessionAccount, value: 0n, data: ACCOUNT.encodeFunctionData('execute', [smart.address, balance, '0x']) };
      const prepared = await smart.prepare(balance > 0n ? [revoke, takeBack] : [revoke]);
      const shown = inEachLocale(() => ({
        title: t('permission.revokeTitle'),
        details: [
          [t('permission.row.account'), smart.address],
          [t('permission.row.backToAccount'), t('permission.leftInSession', { amount: unitsAmount(balance, 18, target.nativeSymbol), address: session.sessionAccount })],
          [t('permission.row.permission'), t('permission.granted', { limit: unitsAmount(BigInt(session.spendLimit), 18, target.nativeSymbol), date: new Date(session.expiry * 1000).toISOString() })],
          [describeText('approval.row.maxFee'), unitsAmount(prepared.gasLimit * prepared.maxFeePerGas, 18, target.nativeSymbol)],
        ] satisfies Rows,
        warnings: [] as string[],
      }));
      const work = async () => {
        await prepared.send();
        this.options.store.remove(session.context);
        return null;
      };
      return { shown, work };
    };
    return { network: target, prepare };
  }

  /** wallet_sendCalls within a permission: signed by its session key with no approval; the account refuses what the permission does not allow. Resolves with the transaction hash. */
  async sendWithin(capability: unknown, calls: readonly Call[], account: SessionAccount, network: FrameNetwork, origin: string): Promise<string> {
    const parsed = permissionsCapability.safeParse(capability);
    if (!parsed.success) throw new Error(`Invalid wallet_sendCalls params: capabilities.permissions: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    // The account refuses them too; refused here, the key signs nothing the permission does not name.
    if (calls.some((call) => dataLength(call.data) > 0)) throw new Error(PERMISSION_CALL_DATA_NOT_ALLOWED);
    const smart = await this.#smartAccount(account, network);
    const session = this.#session(parsed.data.context, smart, network, origin);
    if (session.expiry <= this.#now()) throw new Error(PERMISSION_EXPIRED);
    try {
      return await (await smart.prepareAs(session.sessionAccount, calls, sessionSigner(await this.options.store.privateKey(session)))).send();
    } catch (error) {
      throw inWords(error);
    }
  }
}
