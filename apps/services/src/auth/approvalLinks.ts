// A new device's approval link, mailed to its address: the email login's and a Farcaster sign-in's
// (deviceApprovals.ts keeps the request, deviceMails.ts writes the mail).
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import type { MailSender } from '../mail/sender.js';
import { newLinkToken, requestApproval, type DeviceRequest } from './deviceApprovals.js';
import { deviceApprovalMail, devicePageUrl } from './deviceMails.js';
import { AUTH_SAID } from './messages.js';

/** Mails the link, then stores its request (replacing the device's earlier one); a failed send stores nothing and answers 502. */
export async function mailApprovalLink(mail: MailSender, walletOrigin: string, db: Queryable, request: DeviceRequest, projectName: string, now: number): Promise<void> {
  const token = newLinkToken();
  try {
    await mail.send(deviceApprovalMail(request.email, projectName, request.device, now, devicePageUrl(walletOrigin, request.projectId, 'approve', token)));
  } catch (error) {
    throw new HttpError(502, AUTH_SAID.mailFailed).withLog('error', 'the device approval link could not be mailed', { err: error });
  }
  await requestApproval(db, token, request, now);
}
