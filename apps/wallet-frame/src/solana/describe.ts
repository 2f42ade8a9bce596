// What the approval screen says of a Solana request, truthfully: a SOL transfer in SOL with its
// receiver; any other transaction as one the wallet cannot decode, with the programs it calls.
// (The network is on the screen's first line, for every request.)
import { formatUnits, type ApprovalSummary } from '../rpc/describe.js';
import type { SignableMessage } from './signableMessage.js';
import type { TransactionFacts } from './transaction.js';

type Shown = Omit<ApprovalSummary, 'method' | 'origin' | 'dappName' | 'network'>;
type Rows = [string, string][];

const SOL_DECIMALS = 9;

export const sol = (lamports: bigint) => `${formatUnits(lamports, SOL_DECIMALS)} SOL`;

/** A message to sign: its text; for an off-chain message also its format, application domain and the other signers it names. */
export function solanaMessage({ text, offchain }: SignableMessage, from: string): Shown {
  const details: Rows = [['From', from]];
  if (offchain) {
    details.push(['Format', `Solana off-chain message, version ${offchain.version}`]);
    if (offchain.applicationDomain) details.push(['Application domain', offchain.applicationDomain]);
    const others = offchain.signers.filter((signer) => signer !== from);
    if (others.length > 0) details.push(['Other signers', others.join(', ')]);
  }
  return { title: 'Sign a message', details, message: text };
}

/** `send`: the wallet sends it too (solana_signAndSendTransaction), or only signs it. */
export function solanaTransaction(facts: TransactionFacts, account: string, send: boolean): Shown {
  const details: Rows = [['From', account]];
  const warnings: string[] = [];
  if (facts.feePayer !== account) details.push(['Fee paid by', facts.feePayer]);
  if (facts.otherSigners > 0) details.push(['Other signers', `${facts.otherSigners} more signature${facts.otherSigners === 1 ? '' : 's'} needed`]);

  const { transfers } = facts;
  if (transfers) {
    const [only] = transfers;
    if (transfers.length === 1 && only) {
      if (only.from !== account) details.push(['Paid from', only.from]);
      details.push(['To', only.to], ['Amount', sol(only.lamports)]);
    } else {
      transfers.forEach(({ from, to, lamports }, index) => details.push([`Transfer ${index + 1}`, `${sol(lamports)} from ${from} to ${to}`]));
      details.push(['Total', sol(transfers.reduce((sum, { lamports }) => sum + lamports, 0n))]);
    }
    return { title: send ? 'Send SOL' : 'Sign a SOL transfer', details, warnings };
  }

  details.push(['Instructions', String(facts.instructions)], ['Programs', facts.programs.join(', ') || 'none']);
  warnings.push(
    facts.lookupTables
      ? 'The wallet cannot decode this transaction: it names accounts through address lookup tables. What it moves is not shown; approve only what you expected.'
      : 'The wallet cannot decode this transaction: it does more than send SOL. What it moves is not shown; approve only what you expected.',
  );
  return { title: send ? 'Sign and send a transaction' : 'Sign a transaction', details, warnings };
}
