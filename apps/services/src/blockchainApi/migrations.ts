// The Blockchain API's tables, numbered from 100 so that other areas' migrations never collide
// with them (migrate applies versions with gaps in order, each once).
import type { Migration } from '../db/migrations.js';

export const blockchainApiMigrations: readonly Migration[] = [
  {
    version: 100,
    name: 'blockchain api: indexed transfers',
    sql: `
      create table chain_index_state (
        chain_id text primary key,
        last_block bigint not null
      );
      create table chain_transfers (
        chain_id text not null,
        tx_hash text not null,
        -- the log index of an ERC-20 Transfer; -1 for the transaction's native value
        log_index integer not null,
        block_number bigint not null,
        tx_index integer not null,
        mined_at bigint not null,
        tx_from text not null,
        tx_to text,
        from_address text not null,
        to_address text not null,
        -- null for the native currency
        token_address text,
        amount numeric(78, 0) not null,
        primary key (chain_id, tx_hash, log_index)
      );
      create index chain_transfers_from on chain_transfers (from_address, chain_id, block_number);
      create index chain_transfers_to on chain_transfers (to_address, chain_id, block_number);`,
  },
  {
    version: 101,
    name: 'blockchain api: names',
    sql: `
      create table profile_names (
        name text primary key,
        registered_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        attributes jsonb not null default '{}'
      );
      create table profile_addresses (
        name text not null references profile_names(name) on delete cascade,
        coin_type bigint not null,
        address text not null,
        primary key (name, coin_type)
      );
      create index profile_addresses_by_address on profile_addresses (lower(address));`,
  },
  {
    version: 102,
    name: 'blockchain api: sessions',
    sql: `
      create table permission_sessions (
        id text primary key,
        project_id text not null references projects(id) on delete cascade,
        address text not null,
        chain_id text not null,
        pci text not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz,
        revoked_at timestamptz
      );`,
  },
  {
    version: 103,
    name: 'blockchain api: onramp checkouts',
    sql: `
      create table onramp_checkouts (
        id text primary key,
        project_id text not null references projects(id) on delete cascade,
        chain_id text not null,
        token_address text not null,
        destination text not null,
        amount numeric(78, 0) not null,
        fiat_amount text,
        fiat_currency text,
        status text not null default 'open',
        tx_hash text,
        error text,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      );`,
  },
  {
    version: 104,
    name: 'blockchain api: the hash of the last indexed block',
    // A local chain restarted from genesis (or reorganised) has another block at that height:
    // the indexer then drops the chain's transfers and reads it again.
    sql: `alter table chain_index_state add column last_hash text;`,
  },
  {
    version: 110,
    name: 'blockchain api: ENS identities read, kept 5 minutes',
    // Public records read from a chain, shared by replicas; a row older than 5 minutes is read again.
    sql: `
      create table ens_identities (
        chain_id text not null,
        address text not null,
        name text,
        avatar text,
        read_at bigint not null,
        primary key (chain_id, address)
      );`,
  },
  {
    version: 111,
    name: 'chain sends from shared keys: nonces allocated in the database, signed transactions kept',
    // chain/nonces.ts and chain/outgoingTransactions.ts: replicas paying from one key take each
    // nonce once, and a transaction signed but never broadcast (a crash) is found and sent.
    sql: `
      create table sender_nonces (
        chain_id text not null,
        sender text not null,
        next_nonce bigint not null,
        primary key (chain_id, sender)
      );
      create table outgoing_transactions (
        hash text primary key,
        chain_id text not null,
        sender text not null,
        nonce bigint not null,
        raw_tx text not null,
        purpose text not null,
        reference text not null,
        status text not null default 'signed',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index outgoing_transactions_payment on outgoing_transactions (purpose, reference);
      create index outgoing_transactions_open on outgoing_transactions (chain_id, sender, updated_at) where status in ('signed', 'sent');`,
  },
];
