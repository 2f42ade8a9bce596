// The mails that name a new device: the link that approves it for an email login, and the notices
// that it asked for the wallet's keys or made the wallet, with the link that stops it, or that it
// moved a wallet to the address, with the link that takes the address off that wallet. The links
// open the wallet's own page on its origin (device.html), their token in the fragment so that no
// server log or Referer carries it; nothing in them is to be typed anywhere.
import type { NamedWallet, WalletNamer } from '../chain/smartAccounts.js';
import type { MailSender, OutgoingMail } from '../mail/sender.js';
import { DEVICE_APPROVAL_TTL_MS } from './deviceApprovals.js';
import { deviceSaid, type Device } from './deviceDescription.js';

export type DevicePageAction = 'approve' | 'stop' | 'undo';

/** What the notices of a held device (its key release, the wallet it made, a wallet it moved) are sent with. */
export interface DeviceNotices {
  mail: MailSender;
  now: () => number;
  /** How long a new device is held; 0 turns the hold and its notices off. */
  holdMs: number;
  /** The wallet's origin, whose device page the links open. */
  walletOrigin: string;
  nameWallet: WalletNamer;
}

/** The wallet's device page for `action` with `token`, for the project (its id rides in the query, as every call to the services). */
export const devicePageUrl = (walletOrigin: string, projectId: string, action: DevicePageAction, token: string) =>
  `${walletOrigin}/device.html?projectId=${encodeURIComponent(projectId)}#${action}=${token}`;

const at = (time: number) => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The key's address, and its smart accounts: the address a dApp shows is the smart account's. */
const walletSaid = ({ address, smartAccounts }: NamedWallet) =>
  smartAccounts.length === 0 ? address : `${address} (its Smart Account${smartAccounts.length > 1 ? 's' : ''}: ${smartAccounts.join(', ')})`;

export function deviceApprovalMail(to: string, projectName: string, device: Device, requestedAt: number, link: string): OutgoingMail {
  return {
    to,
    subject: 'Approve a new device',
    text: [
      `A device asked to sign in to your wallet in ${projectName} at ${at(requestedAt)}:`,
      '',
      `  ${deviceSaid(device).message}`,
      '',
      `If it is yours, open this link and approve it there: ${link}`,
      '',
      `The link opens your wallet's own page, which names the device again. There is nothing to type, on that page or anywhere else. It works for ${DEVICE_APPROVAL_TTL_MS / 60_000} minutes. If it is not you, ignore this email, or open the link and refuse the device.`,
    ].join('\n'),
  };
}

export function newDeviceNoticeMail(to: string, device: Device, askedAt: number, releaseAt: number, link: string): OutgoingMail {
  return {
    to,
    subject: 'A new device is getting your wallet',
    text: [
      `A new device signed in to your wallet and asked for its keys at ${at(askedAt)}:`,
      '',
      `  ${deviceSaid(device).message}`,
      '',
      `It gets them at ${at(releaseAt)}. If it is not you, stop it before then: ${link}`,
      '',
      'If it is you, there is nothing to do.',
    ].join('\n'),
  };
}

export function walletMadeNoticeMail(to: string, device: Device, madeAt: number, wallet: NamedWallet, link: string): OutgoingMail {
  return {
    to,
    subject: 'A wallet was made for your email',
    text: [
      `A device signed in with your email and made a new wallet, ${walletSaid(wallet)}, at ${at(madeAt)}:`,
      '',
      `  ${deviceSaid(device).message}`,
      '',
      'If it was you, there is nothing to do.',
      '',
      `If it was not you, someone has a wallet that your email signs in to, and knows its keys: do not use it. Stop that device here: ${link}`,
      '',
      'It is signed out, its wallet is set aside, and your next sign-in makes you a new one.',
    ].join('\n'),
  };
}

export function walletMovedNoticeMail(to: string, device: Device, movedAt: number, wallet: NamedWallet | null, link: string): OutgoingMail {
  return {
    to,
    subject: 'A wallet moved to your email',
    text: [
      `A device moved a wallet${wallet === null ? '' : `, ${walletSaid(wallet)},`} to your email at ${at(movedAt)}. Signing in with your email now opens that wallet:`,
      '',
      `  ${deviceSaid(device).message}`,
      '',
      'If it was you, there is nothing to do.',
      '',
      `If it was not you, someone else knows the keys of the wallet your email now opens: do not use it. Take your email off it here: ${link}`,
      '',
      'Every device signed in to that wallet is signed out, and your next sign-in makes you a new one.',
    ].join('\n'),
  };
}
