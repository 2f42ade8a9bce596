import { FALLBACK_TRANSPORT } from '@latch/adapter-evm';
import { floorBalance, somethingWentWrong } from '@latch/core/internal';
import { NATIVE_BALANCE_CACHE_MS } from '@latch/core/testing';
import { createDevProvider } from '@latch/devnet';
import { startFaultProxy, type FaultLogEntry } from '@latch/stack/faults';
import { JsonRpcProvider, Wallet, formatEther, parseEther } from 'ethers';
import { sendNativeFromAccount } from '../support/accountSend.js';
import { failOnForeignRequests } from '../support/browser.js';
import { ethBalanceOnChain } from '../support/chain.js';
import { approveInFrame, demoAddress, emailLogin } from '../support/embedded.js';
import { expect, test } from '../support/faults.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, pickTestWallet } from '../support/testWallet.js';

failOnForeignRequests();

// The devnet's own RPC URL fails under the page through the fault proxy in front of anvil; the page
// /rpc-fallback/ gives the devnet a second URL, here a proxy of this test's own that only watches.
// The wallet frame reaches anvil only through the services (POST /v1): its faults are set on the
// proxy between the services and anvil (servicesAnvil), which the page's own reads never pass.
const ACCOUNT = 2;
// Dev account 8 sends ETH to dev account 7, whose balance no other spec reads.
const SENDER = 8;
const RECEIVER = 7;
const AMOUNT = '0.01';

const reads = (log: FaultLogEntry[]) => log.filter((entry) => entry.rpc?.includes('eth_getBalance')).length;
const pinged = (log: FaultLogEntry[]) => log.some((entry) => entry.rpc?.includes('eth_blockNumber'));

// Failing, or answering past the ping timeout: either way the fallback must come to lead.
const PRIMARY_FAULTS = [
  { name: 'answering 502', fault: { kind: 'status', status: 502, body: 'Bad Gateway' }, firstReadFallsBack: true },
  { name: 'answering slower than the ping timeout', fault: { kind: 'delay', delayMs: FALLBACK_TRANSPORT.pingTimeoutMs + 500 }, firstReadFallsBack: false },
] as const;

for (const { name, fault, firstReadFallsBack } of PRIMARY_FAULTS) {
  test(`the first RPC URL ${name}: the balance shows, and once both are pinged the fallback ranks first and takes the reads`, async ({ page, faults }) => {
    const { accounts, chainId } = devnetInfo();
    const account = accounts[ACCOUNT]!;
    // The wallet and this test read the chain around the faulty URL: only the page's own reads meet the fault.
    const wallet = createDevProvider({ rpcUrl: faults.anvil.target, privateKey: account.privateKey, chainId });
    const chain = new JsonRpcProvider(faults.anvil.target, undefined, { cacheTimeout: -1 });
    const fallback = await startFaultProxy({ target: faults.anvil.target });
    try {
      const expected = `${floorBalance(formatEther(await chain.getBalance(account.address)))} ETH`;
      await faults.anvil.set([fault]);
      // The page's clock runs in real time, and jumps over the native balance's freshness limit below.
      await page.clock.install();
      await installTestWallet(page, wallet);
      await page.goto(`/rpc-fallback/index.html?rpc=${encodeURIComponent(fallback.url)}`);
      await pickTestWallet(page);

      const balanceButton = page.getByRole('button', { name: new RegExp(`^${expected}`) });
      await expect(balanceButton).toBeVisible();
      // Before any ping the first read goes to the demo's own URL, as configured; a failure falls back.
      expect(reads((await faults.anvil.status()).log)).toBeGreaterThan(0);
      if (firstReadFallsBack) expect(reads(fallback.rules.log)).toBeGreaterThan(0);

      // A ping round is recorded once every URL answered or timed out: then the fallback leads.
      await expect.poll(async () => pinged((await faults.anvil.status()).log) && pinged(fallback.rules.log)).toBe(true);
      await page.waitForTimeout(FALLBACK_TRANSPORT.pingTimeoutMs);
      const faultyReads = reads((await faults.anvil.status()).log);
      const fallbackReads = reads(fallback.rules.log);
      // Once the first read is past its freshness limit (SPEC 9), opening the modal reads the balance again: straight from the fallback.
      await page.clock.fastForward(NATIVE_BALANCE_CACHE_MS);
      await balanceButton.click();
      await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('latch-balance')).toHaveText(expected);
      await expect.poll(() => reads(fallback.rules.log)).toBeGreaterThan(fallbackReads);
      expect(reads((await faults.anvil.status()).log)).toBe(faultyReads);
    } finally {
      await fallback.stop();
      chain.destroy();
      wallet.destroy();
    }
  });
}

test('the node dropping the broadcast: the send fails with a message, the review and then the form keep the amount and receiver, and sending again lands', async ({ page, faults }) => {
  const { accounts } = devnetInfo();
  const [sender, receiver] = [accounts[SENDER]!, accounts[RECEIVER]!];
  const before = await ethBalanceOnChain(receiver.address);
  const wallet = devWallet(sender);
  try {
    await installTestWallet(page, wallet);
    await page.goto('/');
    await pickTestWallet(page);
    await accountButton(page, sender.address).click();
    // The wallet's broadcast reaches anvil through the proxy too: its connection is cut, so nothing is sent.
    await faults.anvil.set([{ rpc: 'eth_sendRawTransaction', kind: 'drop' }]);
    await sendNativeFromAccount(page, 'ETH', receiver.address, AMOUNT);

    // SPEC 8's generic text in the error snack; the wallet's own words for the cut connection are for developers (SEND_ERROR).
    await expect(page.getByRole('alert')).toContainText(somethingWentWrong.text);
    await expect(page.getByRole('alert')).not.toContainText('socket hang up');
    const review = page.getByRole('dialog', { name: 'Review Send' });
    await expect(review.getByText(`${AMOUNT} ETH`)).toBeVisible();
    await expect(review.getByText(receiver.address)).toBeVisible();
    expect((await faults.anvil.status()).log.filter((entry) => entry.fault === 'drop')).not.toEqual([]);
    await review.getByRole('button', { name: 'Cancel' }).click();
    const form = page.getByRole('dialog', { name: 'Send' });
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue(AMOUNT);
    await expect(form.getByRole('textbox', { name: 'Receiver' })).toHaveValue(receiver.address);
    expect(await ethBalanceOnChain(receiver.address)).toBe(before);

    await faults.anvil.reset();
    await form.getByRole('button', { name: 'Preview' }).click();
    await review.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status').getByText(new RegExp(`^Sent ${AMOUNT} ETH\\.`))).toBeVisible();
    await expect.poll(() => ethBalanceOnChain(receiver.address)).toBe(before + parseEther(AMOUNT));
  } finally {
    wallet.destroy();
  }
});

test("the services' node failing under the wallet frame: the embedded send fails with a message and moves nothing, and once the node answers, sending again lands", async ({ page, faults }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await emailLogin(page, `ada-faults-${Date.now()}@example.com`, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const address = await demoAddress(page);
  const receiver = Wallet.createRandom().address;
  await accountButton(page, address).click();
  // The frame reads the latest block for the user operation's fees, through the services, before it asks the person.
  await faults.servicesAnvil.set([{ rpc: 'eth_getBlockByNumber', kind: 'status', status: 502, body: 'Bad Gateway' }]);
  await sendNativeFromAccount(page, 'ETH', receiver, AMOUNT);

  // The frame's node failed (the services' proxy answered the upstream's 502 with a body of its own):
  // the person reads what an extension's failed send reads, the frame's words kept for a developer.
  await expect(page.getByRole('alert')).toContainText(somethingWentWrong.text);
  await expect(page.getByRole('alert')).not.toContainText('without JSON-RPC');
  expect((await faults.servicesAnvil.status()).log.filter((entry) => entry.fault === 'status')).not.toEqual([]);
  expect(await ethBalanceOnChain(receiver)).toBe(0n);

  await faults.servicesAnvil.reset();
  const review = page.getByRole('dialog', { name: 'Review Send' });
  await review.getByRole('button', { name: 'Send', exact: true }).click();
  await approveInFrame(page, receiver);
  await expect(page.getByRole('status').getByText(new RegExp(`^Sent ${AMOUNT} ETH\\.`))).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => ethBalanceOnChain(receiver)).toBe(parseEther(AMOUNT));
});
