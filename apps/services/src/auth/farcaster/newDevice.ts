// A Farcaster approval cannot be bound to the browser that shows the sign-in (the person approves a
// QR code on their phone, whoever made it), so it is bound to the account: an existing account's
// session goes only to a device key the account's keys were released to (the device that made
// them, or one the person let have them). Any other device is a new one: the person approves it by
// the link mailed to the account's address (as an email login's new device), or, with no address,
// signs in with the account's passkey or opens the wallet where they made it. A program that showed
// the person its own channel's QR code so gets no session.
import type { Db } from '../../db/db.js';
import { HttpError } from '../../http/errors.js';
import type { MailSender } from '../../mail/sender.js';
import { mailApprovalLink } from '../approvalLinks.js';
import { latestApproval } from '../deviceApprovals.js';
import type { KeyRelease } from '../keyRelease.js';
import { longPoll } from '../longPoll.js';
import { AUTH_SAID } from '../messages.js';
import { passkeysOf } from '../passkeys/credentials.js';
import type { SessionUser } from '../sessions.js';
import { FARCASTER_SAID } from './messages.js';
import type { Device } from '../deviceDescription.js';

/** The sign-in asking for a session: its channel's device, and the project and device named in a mail. */
export interface DeviceAsking {
  deviceId: string;
  jkt: string;
  /** When its channel was made: only an approval asked for since then lets it in. */
  since: number;
  project: { id: string; name: string };
  /** The device as the person reads it (deviceDescription.ts). */
  device: Device;
}

/** Let in, or refused: `ends` when the sign-in cannot go on (its channel is done with), else the device waits for the person. */
export type Admission = { admitted: true } | { admitted: false; refusal: HttpError; ends: boolean };

const refused = (refusal: HttpError, ends = true): Admission => ({ admitted: false, refusal, ends });

export class FarcasterDevices {
  constructor(
    private readonly mail: MailSender,
    private readonly keyRelease: KeyRelease,
    private readonly walletOrigin: string,
    private readonly now: () => number,
  ) {}

  /** Whether `asking` may have a session of the existing account `user`, waiting up to `waitMs` for the person's decision on a mailed link. */
  async admit(db: Db, user: SessionUser, asking: DeviceAsking, waitMs: number, signal?: AbortSignal): Promise<Admission> {
    if (await this.keyRelease.releasedTo(db, user.userId, asking.jkt)) return { admitted: true };
    if (!user.email) return refused(new HttpError(409, (await passkeysOf(db, user.userId)).length > 0 ? FARCASTER_SAID.usePasskey : FARCASTER_SAID.newDevice));
    return this.#approvedByMail(db, user.email, asking, waitMs, signal);
  }

  /** The link mailed once per sign-in (asking again waits on it); let in once the person approved it there. */
  async #approvedByMail(db: Db, email: string, asking: DeviceAsking, waitMs: number, signal?: AbortSignal): Promise<Admission> {
    const { deviceId, jkt, since, project, device } = asking;
    const latest = () => latestApproval(db, email, deviceId, jkt, 'farcaster', since);
    if (!(await latest())) await mailApprovalLink(this.mail, this.walletOrigin, db, { purpose: 'farcaster', email, deviceId, jkt, projectId: project.id, device }, project.name, this.now());
    const decided = await longPoll<Admission>(
      async () => {
        const approval = await latest();
        if (approval?.decision === 'approved') return { admitted: true };
        if (approval?.decision === 'refused') return refused(new HttpError(403, AUTH_SAID.deviceRefused));
        if (!approval || approval.expiresAt <= this.now()) return refused(new HttpError(410, AUTH_SAID.deviceLinkExpired));
        return undefined;
      },
      waitMs,
      signal,
    );
    return decided ?? refused(new HttpError(409, FARCASTER_SAID.approveDevice), false);
  }
}
