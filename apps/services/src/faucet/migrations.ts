// The dev faucet's table, numbered from 300 (see auth/migrations.ts for the numbering).
import type { Migration } from '../db/migrations.js';

export const faucetMigrations: readonly Migration[] = [
  {
    version: 300,
    name: 'dev faucet: one funding per address',
    sql: `
      create table faucet_grants (
        chain_id text not null,
        address text not null,
        granted_at bigint not null,
        transfers jsonb,
        primary key (chain_id, address)
      );`,
  },
];
