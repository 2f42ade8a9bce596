// What the approval screen says of a Solana request, truthfully: a SOL transfer in SOL with its
// receiver; any other transaction as one the wallet cannot decode, with the programs it calls.
// (The network is on the screen's first line, for every request.)
import { frameMessages, localNumber } from '../i18n/translate.js';
import { describeText, unitsAmount, type ApprovalSummary } from '../rpc/describe.js';
import type { SignableMessage } from './signableMessage.js';
import type { TransactionFacts } from './transaction.js';

type Shown = Omit<ApprovalSummary, 'method' | 'origin' | 'dappName' | 'network'>;
type Rows = [string, string][];

/** The approval screen's words for Solana requests (From, To and the rest shared with EVM's). */
export const solanaMessages = {
  'solana.title.message': 'Sign a message',
  'solana.title.send': 'Send SOL',
  'solana.title.signTransfer': 'Sign a SOL transfer',
  'solana.title.signAndSend': 'Sign and send a transaction',
  'solana.title.sign': 'Sign a transaction',
  'solana.row.format': 'Format',
  'solana.row.applicationDomain': 'Application domain',
  'solana.row.otherSigners': 'Other signers',
  'solana.row.feePaidBy': 'Fee paid by',
  'solana.row.paidFrom': 'Paid from',
  'solana.row.amount': 'Amount',
  'solana.row.transfer': 'Transfer {index}',
  'solana.row.total': 'Total',
  'solana.row.instructions': 'Instructions',
  'solana.row.programs': 'Programs',
  'solana.offchainFormat': 'Solana off-chain message, version {version}',
  'solana.moreSignatures': '{count, plural, one {# more signature needed} other {# more signatures needed}}',
  'solana.transfer': '{amount} from {from} to {to}',
  'solana.lookupTables': 'The wallet cannot decode this transaction: it names accounts through address lookup tables. What it moves is not shown; approve only what you expected.',
  'solana.notDecoded': 'The wallet cannot decode this transaction: it does more than send SOL. What it moves is not shown; approve only what you expected.',
} as const;
const t = frameMessages(solanaMessages);

const SOL_DECIMALS = 9;

export const sol = (lamports: bigint) => unitsAmount(lamports, SOL_DECIMALS, 'SOL');

/** A message to sign: its text; for an off-chain message also its format, application domain and the other signers it names. */
export function solanaMessage({ text, offchain }: SignableMessage, from: string): Shown {
  const details: Rows = [[describeText('approval.row.from'), from]];
  if (offchain) {
    details.push([t('solana.row.format'), t('solana.offchainFormat', { version: offchain.version })]);
    if (offchain.applicationDomain) details.push([t('solana.row.applicationDomain'), offchain.applicationDomain]);
    const others = offchain.signers.filter((signer) => signer !== from);
    if (others.length > 0) details.push([t('solana.row.otherSigners'), others.join(', ')]);
  }
  return { title: t('solana.title.message'), details, message: text };
}

/** `send`: the wallet sends it too (solana_signAndSendTransaction), or only signs it. */
export function solanaTransaction(facts: TransactionFacts, account: string, send: boolean): Shown {
  const details: Rows = [[describeText('approval.row.from'), account]];
  const warnings: string[] = [];
  if (facts.feePayer !== account) details.push([t('solana.row.feePaidBy'), facts.feePayer]);
  if (facts.otherSigners > 0) details.push([t('solana.row.otherSigners'), t('solana.moreSignatures', { count: facts.otherSigners })]);

  const { transfers } = facts;
  if (transfers) {
    const [only] = transfers;
    if (transfers.length === 1 && only) {
      if (only.from !== account) details.push([t('solana.row.paidFrom'), only.from]);
      details.push([describeText('approval.row.to'), only.to], [t('solana.row.amount'), sol(only.lamports)]);
    } else {
      transfers.forEach(({ from, to, lamports }, index) => details.push([t('solana.row.transfer', { index: localNumber(index + 1) }), t('solana.transfer', { amount: sol(lamports), from, to })]));
      details.push([t('solana.row.total'), sol(transfers.reduce((sum, { lamports }) => sum + lamports, 0n))]);
    }
    return { title: t(send ? 'solana.title.send' : 'solana.title.signTransfer'), details, warnings };
  }

  details.push([t('solana.row.instructions'), localNumber(facts.instructions)], [t('solana.row.programs'), facts.programs.join(', ') || describeText('approval.none')]);
  warnings.push(t(facts.lookupTables ? 'solana.lookupTables' : 'solana.notDecoded'));
  return { title: t(send ? 'solana.title.signAndSend' : 'solana.title.sign'), details, warnings };
}
