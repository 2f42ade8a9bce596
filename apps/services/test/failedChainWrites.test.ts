// Nothing half-written after a failed request to the chain-backed writes: onramp URLs, the
// provider page's confirmation, and the history index a history call fills. The whole database
// is compared before and after; a payment the chain refuses is kept as failed, and only that, and one
// the chain took is never shown as failed.
import { Wallet } from 'ethers';
import { createCheckout } from '../src/blockchainApi/onramp/store.js';
import { CHAIN, useWorld } from './chainHelpers.js';
import { changesDuring, testRefusalsWriteNothing, type Refusal } from './dbSnapshot.js';
import { callJson, forUnknownProject, fromOtherOrigin, quietly, type CallOptions } from './helpers.js';

const world = useWorld();
const db = () => world().services.db;

const buyer = Wallet.createRandom().address;
const purchase = (change: object = {}) => ({
  destinationWallets: [{ address: buyer, blockchains: ['devnet'], assets: ['USDC'] }],
  partnerUserId: buyer,
  defaultExperience: 'buy',
  presetCryptoAmount: 20,
  ...change,
});
const onrampUrl = (body: unknown, options?: CallOptions) => callJson(world().services.url, 'POST', '/v1/generators/onrampurl', body, options);
const history = (account: string, query: Record<string, string> = {}, options: CallOptions = {}) =>
  callJson(world().services.url, 'GET', `/v1/account/${account}/history`, undefined, { ...options, query: { chainId: CHAIN, ...query, ...options.query } });

/** The provider page's confirmation, as its form sends it; the redirect to the page is not followed. */
const confirm = (id: string, origin?: string) =>
  fetch(`${world().services.url}/onramp/checkout/${id}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin === undefined ? {} : { origin }) },
    body: '',
  }).then(async (response) => ({ status: response.status, body: await response.text() }));

const newCheckout = async () => /\/onramp\/checkout\/([0-9a-f]{32})$/.exec(((await onrampUrl(purchase())).body as { url: string }).url)![1]!;
let open: string;
let completed: string;
let expired: string;

beforeAll(async () => {
  open = await newCheckout();
  completed = await newCheckout();
  expired = await newCheckout();
  expect((await confirm(completed)).status).toBe(303);
  await db().query(`update onramp_checkouts set expires_at = now() - interval '1 minute' where id = $1`, [expired]);
});

const refusals: Refusal[] = [
  ['an onramp URL for less than 10 USD', 400, () => onrampUrl(purchase({ presetCryptoAmount: 5 }))],
  ['an onramp URL for more than 25000 USD', 400, () => onrampUrl(purchase({ presetCryptoAmount: 25_001 }))],
  ['an onramp URL for a fiat amount under the limit', 400, () => onrampUrl(purchase({ presetCryptoAmount: undefined, presetFiatAmount: 9.99 }))],
  ['an onramp URL without an amount', 400, () => onrampUrl(purchase({ presetCryptoAmount: undefined }))],
  ['an onramp URL to a malformed address', 400, () => onrampUrl(purchase({ destinationWallets: [{ address: '0x12', blockchains: ['devnet'] }] }))],
  ['an onramp URL on a network without an onramp', 400, () => onrampUrl(purchase({ defaultNetwork: 'solana' }))],
  ['an onramp URL for another asset', 400, () => onrampUrl(purchase({ destinationWallets: [{ address: buyer, blockchains: ['devnet'], assets: ['ETH'] }] }))],
  ['an onramp URL with a body that is not JSON', 400, () => onrampUrl('{"destinationWallets":')],
  ['an onramp URL from an origin not allowed', 403, () => onrampUrl(purchase(), fromOtherOrigin)],
  ['an onramp URL for an unknown project', 401, () => onrampUrl(purchase(), forUnknownProject)],

  ['a confirmation of a checkout nobody made', 404, () => confirm('0'.repeat(32))],
  ['a confirmation with a malformed id', 404, () => confirm('not-an-id')],
  ["a confirmation from another site's form", 403, () => confirm(open, 'https://evil.example')],
  ['a second confirmation', 409, () => confirm(completed)],
  ['a confirmation after the link expired', 410, () => confirm(expired)],

  ['a history call for a malformed account', 400, () => history('0x12')],
  ["a history call naming another chain than the account's", 400, () => history(`${CHAIN}:${buyer}`, { chainId: 'eip155:1' })],
  ['a history call with a malformed cursor', 400, () => history(buyer, { cursor: 'not-a-cursor' })],
  ['a history call from an origin not allowed', 403, () => history(buyer, {}, fromOtherOrigin)],
  ['a history call for an unknown project', 401, () => history(buyer, {}, forUnknownProject)],
];

testRefusalsWriteNothing(db, refusals);

it('keeps a payment the chain refuses as failed, and only that', async () => {
  const { devnet } = world();
  // More USDC than the treasury holds: the transfer reverts.
  const checkout = await createCheckout(db(), { projectId: 'latch-demo', chainId: CHAIN, tokenAddress: devnet.tokens.usdc.address, destination: buyer, amount: 10n ** 30n, fiatAmount: null, fiatCurrency: null });
  const { result, changes } = await changesDuring(db(), () => confirm(checkout.id));
  expect(result.status).toBe(303);
  const { onramp_checkouts: rows, ...others } = changes;
  expect(others).toEqual({});
  const [was] = rows!.removed as { status: string }[];
  expect(was).toMatchObject({ id: checkout.id, status: 'open' });
  expect(rows!.added).toEqual([{ ...was, status: 'failed', error: expect.stringMatching(/revert/) }]);
});

it('shows a payment as complete, and never as failed, when the chain took it but recording its hash failed', async () => {
  const { devnet } = world();
  const checkout = await createCheckout(db(), { projectId: 'latch-demo', chainId: CHAIN, tokenAddress: devnet.tokens.usdc.address, destination: buyer, amount: 1_000_000n, fiatAmount: null, fiatCurrency: null });
  const usdcOf = (holder: string) => world().balanceOf(devnet.tokens.usdc.address, holder);
  const before = await usdcOf(buyer);
  await db().exec(`
    create or replace function latch_test_fault() returns trigger language plpgsql as $$ begin raise exception 'injected test fault'; end $$;
    create trigger latch_test_fault before update on onramp_checkouts for each row when (new.status = 'completed') execute function latch_test_fault();`);
  let result;
  try {
    result = await quietly(() => confirm(checkout.id));
  } finally {
    await db().exec('drop trigger latch_test_fault on onramp_checkouts');
  }
  expect(result.status).toBe(200);
  expect(result.body).toContain('Purchase complete');
  const hash = /<p class="hash" id="tx-hash">(0x[0-9a-f]{64})<\/p>/.exec(result.body)?.[1];
  expect((await world().provider.getTransactionReceipt(hash!))?.status).toBe(1);
  expect(await usdcOf(buyer)).toBe(before + 1_000_000n);
  const [row] = await db().query<{ status: string }>('select status from onramp_checkouts where id = $1', [checkout.id]);
  expect(row?.status).toBe('sending');
  expect((await confirm(checkout.id)).status).toBe(409);
});

it('sees the index a successful history call writes, so an empty difference means something', async () => {
  const { result, changes } = await changesDuring(db(), () => history(buyer));
  expect(result.status).toBe(200);
  expect(changes).toMatchObject({ chain_index_state: { added: [expect.objectContaining({ chain_id: CHAIN })], removed: [] } });
});
