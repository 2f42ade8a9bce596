// The email update's two mails: the current address confirms the change, then the new address
// proves it is the person's. Both name the wallet's code screen as the only place to type.
import type { OutgoingMail } from '../../mail/sender.js';
import { CODE_TTL_MS } from '../codes.js';
import { whereToType } from '../login.js';

const TTL_MINUTES = CODE_TTL_MS / 60_000;

export function currentEmailMail(to: string, newEmail: string, projectName: string, code: string, walletOrigin: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your email change',
    text: [
      `Someone signed in to your wallet on ${projectName} asked to change its email from ${to} to ${newEmail}.`,
      '',
      `If it is you, confirm with this code: ${code}`,
      '',
      whereToType(walletOrigin, projectName),
      '',
      `It expires in ${TTL_MINUTES} minutes. If it is not you, ignore this email: the email stays ${to}.`,
    ].join('\n'),
  };
}

/**
 * To the address a wallet moves to. It names the wallet (its email now, or none) and says what the
 * code does, so that nobody takes it for a sign-up: typed for someone else's wallet, it would make
 * that wallet the one this address signs in to.
 */
export function newEmailMail(to: string, from: string | null, projectName: string, code: string, walletOrigin: string): OutgoingMail {
  const wallet = from === null ? 'known by its Farcaster account and with no email yet' : `whose email is ${from}`;
  return {
    to,
    subject: 'Confirm your new email',
    text: [
      `A wallet on ${projectName}, ${wallet}, is moving to ${to}. The code to confirm it: ${code}`,
      '',
      `Once it is typed, signing in with ${to} opens that wallet, and no new one is made. Type it only if that wallet is yours.`,
      '',
      whereToType(walletOrigin, projectName),
      '',
      `It expires in ${TTL_MINUTES} minutes and works once. If you did not ask for it, ignore this email: nothing changes without the code.`,
    ].join('\n'),
  };
}
