// What the approval screen says of each kind of request is made of catalogue messages only: in the
// pseudo-locale every title, row label, warning, danger and token action is marked, and what is not
// (addresses, amounts, a message to sign) is the request's data.
import { Interface, MaxUint256 } from 'ethers';
import { fakeNode } from '../../test/fakeNode.js';
import { tokenCalls } from '../../test/tokenContracts.js';
import { describeAtomicCalls, describeCalls, describeText, describeTransaction, describeTypedData } from '../rpc/describe.js';
import type { FilledTransaction } from '../rpc/fill.js';
import type { TypedData } from '../rpc/params.js';
import { describePermit } from '../rpc/permits.js';
import { describeTokenCall } from '../rpc/tokenCall.js';
import { solanaMessage, solanaTransaction } from '../solana/describe.js';
import { chooseLocale } from './translate.js';

const TOKEN = `0x${'70'.repeat(20)}`;
const SPENDER = '0xA1A1a1a1A1A1A1A1A1a1a1a1a1a1A1A1a1A1a1a1';
const FROM = '0x1563915e194D8CfBA1943570603F7606A3115508';
const ME = 'Me11111111111111111111111111111111111111111';
const YOU = 'You1111111111111111111111111111111111111111';
const MARKED = /^⟦.*⟧$/s;

type Shown = { title?: string; details: [string, string][]; warnings?: string[]; dangers?: string[] };

/** What in `shown` should be a message and is not: every label, warning and danger, the title, and the rows that say an action. */
function unmarked(shown: Shown, messageRows: string[] = []): string[] {
  const texts = [...(shown.title ? [shown.title] : []), ...shown.details.map(([label]) => label), ...(shown.warnings ?? []), ...(shown.dangers ?? [])];
  const rows = shown.details.filter(([label]) => messageRows.includes(label)).map(([, value]) => value);
  return [...texts, ...rows].filter((text) => !MARKED.test(text));
}

beforeAll(() => chooseLocale('en-XA', document));
afterAll(() => chooseLocale(undefined, document));

it('says EVM transactions, batches and typed data, their token actions and permits, in messages only', async () => {
  const node = fakeNode({ answers: tokenCalls({ [TOKEN]: { symbol: 'USDC', decimals: 6 } }) }).call;
  const approve = new Interface(['function approve(address,uint256)']).encodeFunctionData('approve', [SPENDER, MaxUint256]);
  const action = await describeTokenCall(TOKEN, approve, node);
  const filled: FilledTransaction = { chainId: 31337, to: TOKEN, data: approve, value: 0n, nonce: 3, gasLimit: 60_000_000n, type: 0, gasPrice: 10n ** 12n };
  const actionRow = [describeText('approval.row.action')];

  expect(unmarked(describeTransaction({ to: TOKEN, data: approve, nonce: '0x3' }, filled, FROM, 'ETH', action), actionRow)).toEqual([]);
  expect(unmarked(describeTransaction({ data: '0x6080' }, { ...filled, to: undefined, data: '0x6080' } as unknown as FilledTransaction, FROM, 'ETH'))).toEqual([]);
  const calls = [{ to: TOKEN, data: approve }, { to: SPENDER, value: '0x1' }];
  const batch = describeCalls(calls, [filled, undefined], [action, undefined], FROM, 'ETH');
  expect(unmarked(batch)).toEqual([]);
  expect(batch.details.find(([label]) => label === describeText('approval.row.maxFee'))![1]).toMatch(/⟦/);
  expect(unmarked(describeAtomicCalls(calls, filled, [action, undefined], FROM, 'ETH'), [describeText('approval.row.atomic')])).toEqual([]);

  const permit: TypedData = {
    types: { Permit: ['owner', 'spender', 'value', 'nonce', 'deadline'].map((name) => ({ name, type: name === 'owner' || name === 'spender' ? 'address' : 'uint256' })) },
    primaryType: 'Permit',
    domain: { name: 'USD Coin', verifyingContract: TOKEN },
    message: { owner: FROM, spender: SPENDER, value: MaxUint256.toString(), nonce: '0', deadline: '1893456000' },
  };
  expect(unmarked(describeTypedData(permit, FROM, await describePermit(permit, node)), actionRow)).toEqual([]);
});

it('says Solana messages and transactions in messages only', () => {
  const offchain = { version: 0, applicationDomain: 'app', signers: [ME, YOU], text: 'hello' } as unknown as Parameters<typeof solanaMessage>[0]['offchain'];
  expect(unmarked(solanaMessage({ text: 'hello', offchain }, ME), [])).toEqual([]);
  const facts = { feePayer: YOU, programs: ['11111111111111111111111111111111'], instructions: 2, lookupTables: true, otherSigners: 2, transfers: undefined };
  expect(unmarked(solanaTransaction(facts, ME, true))).toEqual([]);
  const transfers = [{ from: ME, to: YOU, lamports: 1n }, { from: YOU, to: ME, lamports: 2n }];
  const two = solanaTransaction({ ...facts, lookupTables: false, transfers }, ME, false);
  expect(unmarked(two)).toEqual([]);
  expect(two.details.filter(([label]) => /Ţŕáñšƒéŕ/.test(label)).every(([, value]) => MARKED.test(value))).toBe(true);
});
