// Auth's tables, numbered from 200 so the areas added side by side never take each other's
// numbers (migrate() applies whatever is missing, in order, gaps and all). Times are
// milliseconds since the epoch from auth's clock, which tests move, not the database's now().
import type { Migration } from '../db/migrations.js';

export const authMigrations: readonly Migration[] = [
  {
    version: 200,
    name: 'auth: users, devices, codes, sessions, key backups',
    sql: `
      create table auth_users (
        id text primary key,
        email text not null unique,
        created_at bigint not null
      );
      create table auth_devices (
        user_id text not null references auth_users(id) on delete cascade,
        device_id text not null,
        approved_at bigint not null,
        last_login_at bigint,
        primary key (user_id, device_id)
      );
      create table auth_codes (
        id text primary key,
        email text not null,
        device_id text not null,
        purpose text not null check (purpose in ('device', 'login')),
        salt text not null,
        hash text not null,
        attempts integer not null default 0,
        created_at bigint not null,
        expires_at bigint not null,
        closed_at bigint,
        closed_reason text check (closed_reason in ('used', 'burnt', 'replaced', 'unsent'))
      );
      create index auth_codes_open on auth_codes (email, device_id, purpose) where closed_at is null;
      create table auth_email_sends (
        email text primary key,
        last_sent_at bigint not null
      );
      create table auth_sessions (
        id text primary key,
        user_id text not null references auth_users(id) on delete cascade,
        project_id text not null references projects(id) on delete cascade,
        device_id text not null,
        issued_at bigint not null,
        expires_at bigint not null,
        revoked_at bigint
      );
      create index auth_sessions_by_user on auth_sessions (user_id);
      create table auth_key_backups (
        user_id text primary key references auth_users(id) on delete cascade,
        address text not null,
        ciphertext text not null,
        version integer not null,
        created_at bigint not null,
        updated_at bigint not null
      );
      create table auth_settings (
        name text primary key,
        value text not null
      );`,
  },
  {
    version: 201,
    name: 'auth: backup wrap keys',
    sql: `
      create table auth_backup_wrap_keys (
        user_id text primary key references auth_users(id) on delete cascade,
        wrap_key text not null,
        created_at bigint not null
      );`,
  },
  {
    version: 202,
    name: 'auth: device key proofs (DPoP) bind codes, devices and sessions to the frame key',
    sql: `
      create table auth_proofs (
        jkt text not null,
        jti text not null,
        expires_at bigint not null,
        primary key (jkt, jti)
      );
      create index auth_proofs_expiry on auth_proofs (expires_at);
      alter table auth_codes add column jkt text not null default '';
      alter table auth_devices add column jkt text not null default '';
      alter table auth_sessions add column jkt text not null default '';`,
  },
  {
    version: 210,
    name: 'auth: daily caps on emails and wrong codes per address, and the back-off of wrong codes',
    sql: `
      alter table auth_email_sends add column day_start bigint;
      alter table auth_email_sends add column day_count integer not null default 0;
      create table auth_guesses (
        email text primary key,
        day_start bigint not null,
        wrong_today integer not null,
        wrong_in_row integer not null,
        last_wrong_at bigint not null
      );`,
  },
  {
    version: 220,
    name: 'auth: social logins under way (state, nonce, PKCE verifier, outcome) and the identities tied to users',
    sql: `
      create table auth_social_logins (
        state_hash text primary key,
        provider text not null,
        project_id text not null references projects(id) on delete cascade,
        device_id text not null,
        jkt text not null,
        nonce text not null,
        code_verifier text not null,
        redirect_uri text not null,
        created_at bigint not null,
        expires_at bigint not null,
        callback_at bigint,
        outcome text check (outcome in ('verified', 'failed')),
        failure text,
        failure_message text,
        subject text,
        email text,
        name text,
        picture text,
        completed_at bigint
      );
      create index auth_social_logins_expiry on auth_social_logins (expires_at);
      create table auth_identities (
        provider text not null,
        subject text not null,
        user_id text not null references auth_users(id) on delete cascade,
        email text not null,
        created_at bigint not null,
        last_login_at bigint not null,
        primary key (provider, subject)
      );
      create index auth_identities_by_user on auth_identities (user_id);`,
  },
  {
    version: 230,
    name: 'auth: Sign In With Farcaster channels, and users known by an identity alone (no email)',
    sql: `
      create table auth_farcaster_channels (
        token_hash text primary key,
        project_id text not null references projects(id) on delete cascade,
        device_id text not null,
        jkt text not null,
        nonce text not null unique,
        domain text not null,
        siwe_uri text not null,
        created_at bigint not null,
        expires_at bigint not null,
        message text,
        signature text,
        fid bigint,
        custody text,
        username text,
        display_name text,
        pfp_url text,
        approved_at bigint,
        completed_at bigint
      );
      create index auth_farcaster_channels_expiry on auth_farcaster_channels (expires_at);
      alter table auth_users alter column email drop not null;
      alter table auth_identities alter column email drop not null;`,
  },
  {
    version: 247,
    name: 'auth: email updates under way, and their codes at the current and the new address',
    sql: `
      alter table auth_codes drop constraint auth_codes_purpose_check;
      alter table auth_codes add constraint auth_codes_purpose_check
        check (purpose in ('device', 'login', 'update-primary', 'update-secondary'));
      create table auth_email_updates (
        user_id text primary key references auth_users(id) on delete cascade,
        device_id text not null,
        jkt text not null,
        new_email text not null,
        primary_verified_at bigint,
        created_at bigint not null,
        expires_at bigint not null
      );`,
  },
  {
    version: 250,
    name: 'auth: passkeys (WebAuthn credentials per user) and their single-use challenges',
    sql: `
      create table auth_passkeys (
        id text primary key,
        user_id text not null references auth_users(id) on delete cascade,
        public_key text not null,
        counter bigint not null,
        transports text not null,
        created_at bigint not null,
        last_used_at bigint
      );
      create index auth_passkeys_by_user on auth_passkeys (user_id);
      create table auth_passkey_challenges (
        challenge text primary key,
        ceremony text not null check (ceremony in ('register', 'login')),
        project_id text not null references projects(id) on delete cascade,
        device_id text not null,
        jkt text not null,
        origin text not null,
        user_id text references auth_users(id) on delete cascade,
        created_at bigint not null,
        expires_at bigint not null
      );
      create index auth_passkey_challenges_expiry on auth_passkey_challenges (expires_at);`,
  },
  {
    version: 251,
    name: "auth: a key backup sealed under a passkey's PRF output (the credential and the HKDF salt), and the seal ceremony",
    sql: `
      alter table auth_key_backups add column prf_credential_id text;
      alter table auth_key_backups add column prf_salt text;
      alter table auth_passkey_challenges drop constraint auth_passkey_challenges_ceremony_check;
      alter table auth_passkey_challenges add constraint auth_passkey_challenges_ceremony_check
        check (ceremony in ('register', 'login', 'seal'));`,
  },
  {
    version: 252,
    name: 'auth: codes found by address, for the delete of its expired codes at every code stored (a scan of every code before)',
    sql: `create index auth_codes_by_email on auth_codes (email, expires_at);`,
  },
  {
    version: 253,
    name: 'auth: a social login completes only for the frame that opened its window: the frame origin the callback page answers, and the hash of the completion it hands that window',
    sql: `
      alter table auth_social_logins add column frame_origin text;
      alter table auth_social_logins add column completion_hash text;`,
  },
  {
    version: 254,
    name: 'auth: new devices approved by a link in the mail, and their first read of the keys held behind a notice with a stop link',
    sql: `
      alter table auth_sessions add column method text not null default 'email' check (method in ('email', 'farcaster', 'social', 'passkey'));
      create table auth_device_approvals (
        token_hash text primary key,
        email text not null,
        device_id text not null,
        jkt text not null,
        project_id text not null references projects(id) on delete cascade,
        device text not null,
        requested_at bigint not null,
        expires_at bigint not null,
        decided_at bigint,
        decision text check (decision in ('approved', 'refused'))
      );
      create index auth_device_approvals_by_device on auth_device_approvals (email, device_id, jkt);
      create index auth_device_approvals_expiry on auth_device_approvals (expires_at);
      create table auth_key_releases (
        user_id text not null references auth_users(id) on delete cascade,
        jkt text not null,
        device text not null,
        stop_hash text not null unique,
        asked_at bigint not null,
        release_at bigint not null,
        released_at bigint,
        stopped_at bigint,
        primary key (user_id, jkt)
      );`,
  },
  {
    version: 255,
    name: 'auth: when a session\'s login was (a refresh keeps it), and every replaced key backup kept',
    sql: `
      alter table auth_sessions add column authenticated_at bigint;
      create table auth_key_backup_versions (
        user_id text not null references auth_users(id) on delete cascade,
        version integer not null,
        address text not null,
        ciphertext text not null,
        prf_credential_id text,
        prf_salt text,
        updated_at bigint not null,
        replaced_at bigint not null
      );
      create index auth_key_backup_versions_by_user on auth_key_backup_versions (user_id, replaced_at);`,
  },
  {
    version: 260,
    name: "auth: login emails counted per address and device key, so that no other device spends or holds back a device's mail, and an address's day across its devices against a ceiling (the counts so far start again)",
    sql: `
      drop table auth_email_sends;
      create table auth_email_sends (
        email text not null,
        jkt text not null,
        last_sent_at bigint not null,
        day_start bigint not null,
        day_count integer not null,
        primary key (email, jkt)
      );
      create table auth_address_days (
        area text not null,
        email text not null,
        day_start bigint not null,
        count integer not null,
        primary key (area, email)
      );`,
  },
  {
    version: 261,
    name: "auth: wrong codes counted per address and device key, so that no other device's misses hold back a device's right code (the counts so far start again)",
    sql: `
      drop table auth_guesses;
      create table auth_guesses (
        email text not null,
        jkt text not null,
        day_start bigint not null,
        wrong_today integer not null,
        wrong_in_row integer not null,
        last_wrong_at bigint not null,
        primary key (email, jkt)
      );`,
  },
  {
    version: 262,
    name: "auth: a new provider identity joins the account of its address only with that account's consent: the code mailed there, the login awaiting the choice, and how the sign-ins of an identity linked by a phishable proof count",
    sql: `
      alter table auth_codes drop constraint auth_codes_purpose_check;
      alter table auth_codes add constraint auth_codes_purpose_check
        check (purpose in ('device', 'login', 'update-primary', 'update-secondary', 'link'));
      alter table auth_social_logins add column consent_asked_at bigint;
      alter table auth_social_logins add column consent_settled_at bigint;
      alter table auth_identities add column session_method text not null default 'social' check (session_method in ('social', 'email', 'farcaster'));`,
  },
  {
    version: 263,
    name: "auth: a new device's approval by the mailed link for a Farcaster sign-in as well as an email login (the Farcaster one mails no code and approves nothing for email login)",
    sql: `
      alter table auth_device_approvals add column purpose text not null default 'login' check (purpose in ('login', 'farcaster'));`,
  },
  {
    version: 270,
    name: "auth: a social login's failure keeps the id and values of its words, so the frame says why in the person's language",
    sql: `
      alter table auth_social_logins add column failure_words jsonb;`,
  },
  {
    version: 271,
    name: 'auth: a device named to the person is kept by its parts (browser, system, address), not by its English, so the wallet page says it in their language',
    // Expand, for a rolling deploy: the build before this one still writes and reads `device` alone
    // (its rows get their parts from the trigger), and this build writes the English beside the
    // parts. A later migration drops `device` and the trigger once no replica of that build runs.
    sql: `
      create function auth_device_parts() returns trigger language plpgsql as $$
      declare
        named text;
      begin
        if new.device_address is null then
          -- describeDevice wrote "<browser>[ on <system>], from the address <address>", cut at 200 characters.
          named := coalesce(substring(new.device from '^(.*), from the address .+$'), new.device);
          new.device_address := case when length(new.device) < 200 then substring(new.device from '^.*, from the address (.+)$') end;
          new.device_address := coalesce(new.device_address, 'unknown');
          if named <> 'An unknown browser or program' then
            new.device_browser := left(split_part(named, ' on ', 1), 100);
            new.device_system := nullif(left(split_part(named, ' on ', 2), 100), '');
          end if;
        end if;
        return new;
      end $$;
      ${['auth_device_approvals', 'auth_key_releases'].map(deviceByParts).join('')}`,
  },
  {
    version: 272,
    name: "auth: expired login codes and sessions are swept, so the email of a person who never comes back is not kept; the sweep's delete reads an index",
    sql: `
      create index auth_codes_expiry on auth_codes (expires_at);
      create index auth_sessions_expiry on auth_sessions (expires_at);`,
  },
  {
    version: 273,
    name: "auth: a new device's hold ripens only once its notice went out, so a notice never mailed (the replica stopped, or the hold could not be taken back) holds the keys until the person is told",
    // Rows of the builds before this one were mailed or deleted: they count as told.
    sql: `
      alter table auth_key_releases add column noticed boolean not null default true;`,
  },
  {
    version: 274,
    name: "auth: a backup names the device key that made it, so that device's stop link can set aside a wallet planted on an address by someone who phished its login",
    // Backups of the builds before this one name no maker: no stop link sets them aside.
    sql: `
      alter table auth_key_backups add column made_by_jkt text;`,
  },
  {
    version: 275,
    name: "auth: an email moved onto an address is recorded with its device and a link for that address, so a person phished into confirming a move can take their address off someone else's wallet",
    sql: `
      create table auth_email_moves (
        undo_hash text primary key,
        user_id text not null references auth_users(id) on delete cascade,
        jkt text not null,
        from_email text,
        to_email text not null,
        moved_at bigint not null,
        undone_at bigint,
        device_browser text,
        device_system text,
        device_address text not null
      );
      create index auth_email_moves_by_user on auth_email_moves (user_id);`,
  },
];

function deviceByParts(table: string): string {
  return `
      alter table ${table} add column device_browser text, add column device_system text, add column device_address text;
      create trigger ${table}_device_parts before insert or update on ${table} for each row execute function auth_device_parts();
      update ${table} set device_address = null;
      alter table ${table} alter column device_address set not null;`;
}
