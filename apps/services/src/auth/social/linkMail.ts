// The mail that asks the account of an address whether a new provider identity may reach it: its
// code, typed only in the wallet's own code screen, joins the identity to the account.
import type { OutgoingMail } from '../../mail/sender.js';
import { CODE_TTL_MS } from '../codes.js';
import { whereToType } from '../login.js';
import { PROVIDER_NAMES, type SocialProvider } from './providers.js';

export function linkMail(to: string, provider: SocialProvider, projectName: string, code: string, walletOrigin: string): OutgoingMail {
  const named = PROVIDER_NAMES[provider];
  return {
    to,
    subject: `Confirm the ${named} sign-in to your wallet`,
    text: [
      `Someone signed in to ${projectName} with a ${named} account that gives ${to} as its email, and asked to reach the wallet of this address with it.`,
      '',
      `If it is you, confirm with this code: ${code}`,
      '',
      whereToType(walletOrigin, projectName),
      '',
      `It expires in ${CODE_TTL_MS / 60_000} minutes and works once. If it is not you, ignore this email: that ${named} account does not reach your wallet without the code.`,
    ].join('\n'),
  };
}
