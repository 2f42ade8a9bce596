// An email update moves a wallet onto an address once that address's code is typed. A program can
// sign in to an account of its own, whose keys it made, move it to a person's address, and phish
// the person into giving it that code on a look-alike screen. The person's own device would then
// sign in with their address, be held as a new device, and after the hold recover the program's
// wallet as theirs. So the address is told, once the move is done, which device moved which wallet
// to it, with a link (the wallet's device page, `#undo=`) that takes the address off that wallet:
// the account gets its old email back (none when it had none, or someone has it since), every
// session on it ends, and devices approved for the moved address are new devices again. The
// person's next sign-in then makes a wallet of their own. The notice goes out only while new
// devices are held at all (LATCH_AUTH_NEW_DEVICE_HOLD_MS > 0), as it belongs to the same defence.
// One row per move in auth_email_moves, the link's token kept as a hash.
import { createHash, randomBytes } from 'node:crypto';
import type { NamedWallet } from '../../chain/smartAccounts.js';
import type { Db, Queryable } from '../../db/db.js';
import { HttpError } from '../../http/errors.js';
import { DEVICE_COLUMNS, deviceOfRow, devicePartParameters, type Device, type DeviceRow } from '../deviceDescription.js';
import { devicePageUrl, walletMovedNoticeMail, type DeviceNotices } from '../deviceMails.js';
import { AUTH_SAID } from '../messages.js';
import type { VerifiedSession } from '../sessions.js';
import { dropPendingUpdate } from './pendingUpdates.js';

const undoHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A move as the undo link's page names it. */
export interface WalletMove {
  device: Device;
  /** The address the wallet moved to. */
  email: string;
  /** The wallet that address opens, while the account has one. */
  wallet: NamedWallet | undefined;
  movedAt: number;
  undone: boolean;
}

type MoveRow = DeviceRow & { to_email: string; moved_at: string | number | bigint; undone_at: string | number | bigint | null; wallet: string | null };

export class WalletMoves {
  constructor(private readonly notices: DeviceNotices) {}

  /**
   * `session`'s device moved its account from `from` to `to`: `to` is told, with the link that
   * undoes it. Run it in the transaction that moves the email: a notice that cannot go out moves nothing.
   */
  async moved(tx: Queryable, session: VerifiedSession, device: Device, from: string | null, to: string): Promise<void> {
    if (this.notices.holdMs === 0) return;
    const { user, jkt, projectId } = session;
    const token = randomBytes(32).toString('base64url');
    const now = this.notices.now();
    await tx.query(`insert into auth_email_moves (undo_hash, user_id, jkt, from_email, to_email, moved_at, ${DEVICE_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [
      undoHash(token),
      user.userId,
      jkt,
      from,
      to,
      now,
      ...devicePartParameters(device),
    ]);
    const [backup] = await tx.query<{ address: string }>('select address from auth_key_backups where user_id = $1', [user.userId]);
    // Its smart accounts asked of the chains within the transaction: once per move, and bounded (SMART_ACCOUNT_LOOKUP_MS).
    const wallet = backup ? await this.notices.nameWallet(backup.address) : null;
    try {
      await this.notices.mail.send(walletMovedNoticeMail(to, device, now, wallet, devicePageUrl(this.notices.walletOrigin, projectId, 'undo', token)));
    } catch (error) {
      throw new HttpError(502, AUTH_SAID.mailFailed).withLog('error', 'the wallet-moved notice could not be mailed', { err: error });
    }
  }

  /** What the undo link names, for the wallet's device page. */
  async find(db: Queryable, token: string): Promise<WalletMove | undefined> {
    const [row] = await db.query<MoveRow>(
      `select ${DEVICE_COLUMNS}, to_email, moved_at, undone_at, b.address as wallet
       from auth_email_moves m left join auth_key_backups b on b.user_id = m.user_id where m.undo_hash = $1`,
      [undoHash(token)],
    );
    if (!row) return undefined;
    const wallet = row.wallet === null ? undefined : await this.notices.nameWallet(row.wallet);
    return { device: deviceOfRow(row), email: row.to_email, wallet, movedAt: Number(row.moved_at), undone: row.undone_at !== null };
  }

  /** The undo link: the moved address leaves the account and everyone on it is signed out. False when the link is unknown. */
  async undo(db: Db, token: string): Promise<boolean> {
    const hash = undoHash(token);
    return db.transaction(async (tx) => {
      const now = this.notices.now();
      const [move] = await tx.query<{ user_id: string; from_email: string | null; to_email: string; moved_at: string | number | bigint; undone_at: unknown }>(
        'select user_id, from_email, to_email, moved_at, undone_at from auth_email_moves where undo_hash = $1 for update',
        [hash],
      );
      if (!move) return false;
      if (move.undone_at !== null) return true;
      const { user_id: userId, from_email: from } = move;
      const taken = from !== null && (await tx.query('select 1 from auth_users where email = $1', [from])).length > 0;
      // Only while the account still has the moved address: one it moved on from is not the person's to take back.
      await tx.query('update auth_users set email = $3 where id = $1 and email = $2', [userId, move.to_email, taken ? null : from]);
      await tx.query('update auth_sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [userId, now]);
      await tx.query('delete from auth_devices where user_id = $1 and approved_at >= $2', [userId, move.moved_at]);
      await dropPendingUpdate(tx, userId);
      await tx.query('update auth_email_moves set undone_at = $2 where undo_hash = $1', [hash, now]);
      return true;
    });
  }
}
