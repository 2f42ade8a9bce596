// The first read of an account's keys (its backup, its wrap key) by a device that a phishable login
// signed in (an email code, a Farcaster approval: a hostile page can ask for the one or show a QR
// code its server made) is held for a while: the account's address gets a notice naming the device
// with a link that stops it, and the keys come out once the hold has passed unstopped. Logins bound
// to the frame (a provider's answer handed only to the frame's window, a passkey of the frame's
// origin) are not held. An account with no backup yet has nothing to hold: its wrap key comes at
// once, but no release is recorded, so a device that read it then is held like any other once a
// backup exists; the device that stores the first backup made the keys, and is released then. A
// held device makes nothing stronger of its session (a passkey, a seal, a new address, a new
// backup) until it is released (requireReleased). A hold ends by itself only because the account's
// address was told: an account with no address (Farcaster alone) releases to no held device, ever
// (a Farcaster sign-in gives such a device no session in the first place: farcaster/newDevice.ts),
// and a hold whose notice never went out (its send failed and its row could not be deleted, or the
// replica stopped in between) does not ripen: a later read sends the notice and starts the hold again.
// The device that makes an address's first wallet after a phishable login may be someone else's too:
// the address is told which device made which wallet, and that device's stop link sets the wallet
// aside (walletMade).
// One row per (user, device key) in
// auth_key_releases; every replica reads the same rows.
import { createHash, randomBytes } from 'node:crypto';
import type { NamedWallet } from '../chain/smartAccounts.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError, secondsUntil, undoThenThrow } from '../http/errors.js';
import { MAIL_SEND_LIMIT_MS } from '../mail/sender.js';
import { devicePageUrl, newDeviceNoticeMail, walletMadeNoticeMail, type DeviceNotices } from './deviceMails.js';
import { setAsideWalletMadeBy } from './keyBackup.js';
import { DEVICE_COLUMNS, DEVICE_WRITTEN, deviceOfRow, deviceParameters, type Device, type DeviceRow } from './deviceDescription.js';
import { AUTH_SAID, keysHeld } from './messages.js';
import type { LoginMethod, VerifiedSession } from './sessions.js';

/** How long a new device's first read of the keys waits unless the operator sets another (LATCH_AUTH_NEW_DEVICE_HOLD_MS). */
export const DEFAULT_NEW_DEVICE_HOLD_MS = 10 * 60_000;

const stopHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Whether a login of `method` is bound to the frame (a provider's answer handed only to its window, a passkey of its origin): its device's reads are not held. */
export const boundToFrame = (method: LoginMethod): method is 'social' | 'passkey' => method === 'social' || method === 'passkey';

type Stored = {
  asked_at: string | number | bigint;
  release_at: string | number | bigint;
  released_at: string | number | bigint | null;
  stopped_at: string | number | bigint | null;
  /** Whether the notice went out: only then does the hold ripen. */
  noticed: boolean;
};

export interface HeldDevice {
  device: Device;
  askedAt: number;
  releaseAt: number;
  stopped: boolean;
  /** The wallet this device made, while the account keeps it. */
  madeWallet: NamedWallet | undefined;
}

export class KeyRelease {
  constructor(private readonly notices: DeviceNotices) {}

  /** Lets `session`'s device read the account's keys, or throws 423 (held, with Retry-After) or 403 (stopped). */
  async check(db: Queryable, session: VerifiedSession, device: Device): Promise<void> {
    const { user, jkt, projectId } = session;
    const now = this.notices.now();
    const row = await this.#row(db, user.userId, jkt);
    if (row?.stopped_at != null) throw new HttpError(403, AUTH_SAID.deviceStopped);
    if (row?.released_at != null) return;
    if (!(await this.#hasBackup(db, user.userId))) return;
    if (boundToFrame(session.method) || this.notices.holdMs === 0) return this.#release(db, user.userId, jkt, now, device);
    // A hold ends by itself only because the person was told and could stop it: with no address to tell, never.
    const { email } = user;
    if (!email) throw new HttpError(403, AUTH_SAID.keysNobodyToTell);
    if (row?.noticed && Number(row.release_at) <= now) return this.#release(db, user.userId, jkt, now);
    // A notice still on its way holds the read; one that can no longer be is sent again.
    if (row && (row.noticed || Number(row.asked_at) > now - MAIL_SEND_LIMIT_MS)) throw this.#held(Number(row.release_at), now);
    const token = randomBytes(32).toString('base64url');
    const releaseAt = now + this.notices.holdMs;
    const [claimed] = row
      ? await db.query(
          'update auth_key_releases set stop_hash = $3, asked_at = $4, release_at = $5 where user_id = $1 and jkt = $2 and not noticed and asked_at = $6 returning 1',
          [user.userId, jkt, stopHash(token), now, releaseAt, row.asked_at],
        )
      : await db.query(
          `insert into auth_key_releases (user_id, jkt, stop_hash, asked_at, release_at, noticed, ${DEVICE_WRITTEN}) values ($1, $2, $3, $4, $5, false, $6, $7, $8, $9)
           on conflict (user_id, jkt) do nothing returning 1`,
          [user.userId, jkt, stopHash(token), now, releaseAt, ...deviceParameters(device)],
        );
    // Another read of the same device got here first and sends the notice.
    if (!claimed) return this.check(db, session, device);
    await this.#notify(db, { userId: user.userId, jkt, projectId, token }, email, device, now, releaseAt);
    throw this.#held(releaseAt, now);
  }

  /**
   * Throws unless `session`'s device may make its session stronger (add a passkey, seal the backup,
   * move the address, replace the backup): a login bound to the frame, or a device the keys were
   * released to (or whose hold has passed). A held device gets 423 (with Retry-After), one that never
   * had the keys 403, a stopped one 403.
   */
  async requireReleased(db: Queryable, session: VerifiedSession): Promise<void> {
    const { user, jkt } = session;
    const now = this.notices.now();
    const row = await this.#row(db, user.userId, jkt);
    if (row?.stopped_at != null) throw new HttpError(403, AUTH_SAID.deviceStopped);
    if (row?.released_at != null || boundToFrame(session.method) || this.notices.holdMs === 0) return;
    if (!row) throw new HttpError(403, AUTH_SAID.keysNotOpen);
    if (!user.email) throw new HttpError(403, AUTH_SAID.keysNobodyToTell);
    if (!row.noticed || Number(row.release_at) > now) throw this.#held(Number(row.release_at), now);
    await this.#release(db, user.userId, jkt, now);
  }

  /**
   * The device stored the account's first backup: the keys are its own. Yet a device a phishable login
   * signed in may be a program the person was tricked into approving, and the person's own device
   * would later recover its wallet as theirs. So the address is told which device made which wallet,
   * with the link that stops it and sets the wallet aside (as long as new devices are held at all).
   * Run it in the transaction that stores the backup: a notice that cannot go out stores nothing.
   */
  async walletMade(tx: Queryable, session: VerifiedSession, device: Device, address: string): Promise<void> {
    const { user, jkt, projectId } = session;
    const now = this.notices.now();
    const token = randomBytes(32).toString('base64url');
    await this.#release(tx, user.userId, jkt, now, device, token);
    if (boundToFrame(session.method) || this.notices.holdMs === 0 || !user.email) return;
    try {
      // Its smart accounts asked of the chains within the transaction: once per wallet, and bounded (SMART_ACCOUNT_LOOKUP_MS).
      const wallet = await this.notices.nameWallet(address);
      await this.notices.mail.send(walletMadeNoticeMail(user.email, device, now, wallet, devicePageUrl(this.notices.walletOrigin, projectId, 'stop', token)));
    } catch (error) {
      throw new HttpError(502, AUTH_SAID.mailFailed).withLog('error', 'the wallet-made notice could not be mailed', { err: error });
    }
  }

  /** The keys are the device's own: it made the account (a new Farcaster sign-in). Run it in the transaction that does so. */
  async releaseToOwnDevice(db: Queryable, userId: string, jkt: string, device: Device): Promise<void> {
    await this.#release(db, userId, jkt, this.notices.now(), device);
  }

  /** Whether the account's keys were released to device key `jkt` (and it was not stopped since). */
  async releasedTo(db: Queryable, userId: string, jkt: string): Promise<boolean> {
    const row = await this.#row(db, userId, jkt);
    return row?.released_at != null && row.stopped_at == null;
  }

  /** What the stop link names, for the wallet's device page. */
  async find(db: Queryable, token: string): Promise<HeldDevice | undefined> {
    // The wallet this device made, in the same read: the account's backup when its maker is this device key.
    const [row] = await db.query<Stored & DeviceRow & { made_wallet: string | null }>(
      `select ${DEVICE_COLUMNS}, asked_at, release_at, released_at, stopped_at, b.address as made_wallet
       from auth_key_releases r left join auth_key_backups b on b.user_id = r.user_id and b.made_by_jkt = r.jkt where r.stop_hash = $1`,
      [stopHash(token)],
    );
    if (!row) return undefined;
    const madeWallet = row.made_wallet === null ? undefined : await this.notices.nameWallet(row.made_wallet);
    return { device: deviceOfRow(row), askedAt: Number(row.asked_at), releaseAt: Number(row.release_at), stopped: row.stopped_at != null, madeWallet };
  }

  /**
   * The stop link: the device never gets the keys, its sessions end and its approval for the
   * account's address goes, so it is a new device again; a wallet it made is set aside, so the
   * person's next sign-in makes a new one. False when the link is unknown.
   */
  async stop(db: Db, token: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx.query<{ user_id: string; jkt: string }>('update auth_key_releases set stopped_at = $2 where stop_hash = $1 returning user_id, jkt', [stopHash(token), this.notices.now()]);
      if (!row) return false;
      await tx.query('update auth_sessions set revoked_at = $3 where user_id = $1 and jkt = $2 and revoked_at is null', [row.user_id, row.jkt, this.notices.now()]);
      await tx.query('delete from auth_devices where user_id = $1 and jkt = $2', [row.user_id, row.jkt]);
      await setAsideWalletMadeBy(tx, row.user_id, row.jkt, this.notices.now());
      return true;
    });
  }

  async #hasBackup(db: Queryable, userId: string): Promise<boolean> {
    return (await db.query('select 1 from auth_key_backups where user_id = $1', [userId])).length > 0;
  }

  async #row(db: Queryable, userId: string, jkt: string): Promise<Stored | undefined> {
    const [row] = await db.query<Stored>('select asked_at, release_at, released_at, stopped_at, noticed from auth_key_releases where user_id = $1 and jkt = $2', [userId, jkt]);
    return row;
  }

  /** Releases the keys to the device: one that asked and was told, or (with `device`) its own, under the stop link of `token`. */
  async #release(db: Queryable, userId: string, jkt: string, now: number, device?: Device, token = randomBytes(32).toString('base64url')): Promise<void> {
    if (device === undefined) {
      await db.query('update auth_key_releases set released_at = $3 where user_id = $1 and jkt = $2 and released_at is null and stopped_at is null and noticed', [userId, jkt, now]);
      return;
    }
    await db.query(
      `insert into auth_key_releases (user_id, jkt, stop_hash, asked_at, release_at, released_at, ${DEVICE_WRITTEN}) values ($1, $2, $3, $4, $4, $4, $5, $6, $7, $8)
       on conflict (user_id, jkt) do update set released_at = excluded.released_at, stop_hash = excluded.stop_hash where auth_key_releases.stopped_at is null`,
      [userId, jkt, stopHash(token), now, ...deviceParameters(device)],
    );
  }

  #held(releaseAt: number, now: number): HttpError {
    return new HttpError(423, keysHeld(releaseAt), undefined, secondsUntil(releaseAt, now));
  }

  /**
   * Mails the notice of the hold stopped by `token`, then lets the hold ripen. A notice that cannot go
   * out holds nothing (the person could not stop the device): the hold is deleted, so the next read
   * asks again at once; should the delete fail too, the hold stays unnoticed, never ripens, and a read
   * past MAIL_SEND_LIMIT_MS sends it again.
   */
  async #notify(
    db: Queryable,
    { userId, jkt, projectId, token }: { userId: string; jkt: string; projectId: string; token: string },
    to: string,
    device: Device,
    askedAt: number,
    releaseAt: number,
  ): Promise<void> {
    const ofThisNotice = [userId, jkt, stopHash(token)];
    try {
      await this.notices.mail.send(newDeviceNoticeMail(to, device, askedAt, releaseAt, devicePageUrl(this.notices.walletOrigin, projectId, 'stop', token)));
    } catch (error) {
      const failed = new HttpError(502, AUTH_SAID.mailFailed).withLog('error', 'the new-device notice could not be mailed', { err: error });
      return undoThenThrow(failed, () => db.query('delete from auth_key_releases where user_id = $1 and jkt = $2 and stop_hash = $3 and not noticed', ofThisNotice));
    }
    await db.query('update auth_key_releases set noticed = true where user_id = $1 and jkt = $2 and stop_hash = $3', ofThisNotice);
  }
}
