// "Your own transaction": what an app does with Latch's public hooks alone. It reads the account and
// the network, switches to the devnet when needed, and calls a contract of its own choosing (the
// devnet's USDC, `transfer`) through the connected wallet's provider, wrapped in ethers.
import { useState } from 'react';
import { useLatchAccount, useLatchNetwork, useLatchProvider } from '@latch/ui';
import { devnet, services } from './latch.js';
import SmartSession from './SmartSession.js';

const ERC20 = ['function transfer(address to, uint256 amount) returns (bool)', 'function balanceOf(address owner) view returns (uint256)'];

/** The devnet's USDC, as the services list the tokens they swap (CAIP-10 addresses). */
async function devnetUsdc(): Promise<{ address: string; decimals: number }> {
  const query = new URLSearchParams({ chainId: devnet.caipNetworkId, projectId: 'latch-demo', st: 'latch-demo', sv: '1' });
  const response = await fetch(`${services}/v1/convert/tokens?${query}`);
  if (!response.ok) throw new Error(`The services did not list the devnet's tokens (HTTP ${response.status}).`);
  const { tokensSchema } = await import('./walletAnswers.js');
  const usdc = tokensSchema.parse(await response.json()).tokens.find((token) => token.symbol === 'USDC');
  if (!usdc) throw new Error('The services list no USDC on the devnet.');
  return { address: usdc.address.split(':').pop()!, decimals: usdc.decimals };
}

type Outcome = { kind: 'idle' } | { kind: 'pending' } | { kind: 'done'; hash: string; balance: string } | { kind: 'failed'; message: string };

/** How often the receipt is asked for: the devnet mines a transaction as soon as it has it. */
const RECEIPT_POLL_MS = 250;

/**
 * The mined transaction's receipt. Not ethers' wait(): on a devnet that mines only when sent something,
 * its block subscription can start just after the transaction's block and wait for a next that never comes.
 */
async function receiptOf(provider: { getTransactionReceipt(hash: string): Promise<{ status: number | null } | null> }, hash: string) {
  for (;;) {
    const receipt = await provider.getTransactionReceipt(hash);
    if (receipt?.status === 0) throw new Error('The transaction reverted');
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS));
  }
}

export default function OwnTransaction() {
  const account = useLatchAccount();
  const { network, switchNetwork } = useLatchNetwork();
  const provider = useLatchProvider('eip155');
  const [receiver, setReceiver] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const onDevnet = network?.caipNetworkId === devnet.caipNetworkId;

  const sendUsdc = async () => {
    setOutcome({ kind: 'pending' });
    try {
      const [{ BrowserProvider, Contract, parseUnits, formatUnits }, usdc] = await Promise.all([import('ethers'), devnetUsdc()]);
      const signer = await new BrowserProvider(provider!).getSigner(account.address);
      const token = new Contract(usdc.address, ERC20, signer);
      const sent = await token.getFunction('transfer')(receiver, parseUnits('1', usdc.decimals));
      await receiptOf(signer.provider, sent.hash);
      const balance = formatUnits(await token.getFunction('balanceOf')(account.address), usdc.decimals);
      setOutcome({ kind: 'done', hash: sent.hash, balance });
    } catch (error) {
      setOutcome({ kind: 'failed', message: (error as { shortMessage?: string; message?: string }).shortMessage ?? (error as Error).message ?? String(error) });
    }
  };

  return (
    <>
      <section className="demo-panel" aria-labelledby="own-transaction">
        <h2 id="own-transaction">Your own transaction</h2>
        <p>The app's own contract call, through the wallet Latch connected: 1 USDC to another address on the devnet.</p>
        {!onDevnet ? (
          <button type="button" className="demo-toggle" onClick={() => void switchNetwork(devnet)}>
            Switch to {devnet.name}
          </button>
        ) : !account.isConnected ? (
          <p>Connect a wallet to send it.</p>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void sendUsdc();
            }}
          >
            <label htmlFor="own-receiver">Receiver</label>
            <input id="own-receiver" className="demo-input" value={receiver} onChange={(event) => setReceiver(event.target.value)} placeholder="0x…" />
            <button type="submit" className="demo-toggle" disabled={!provider || outcome.kind === 'pending'}>
              {outcome.kind === 'pending' ? 'Sending…' : 'Send 1 USDC'}
            </button>
          </form>
        )}
        <p role="status" data-testid="own-outcome">
          {outcome.kind === 'done' ? `Sent in ${outcome.hash}. Your USDC: ${outcome.balance}` : outcome.kind === 'failed' ? outcome.message : ''}
        </p>
      </section>
      {onDevnet && <SmartSession />}
    </>
  );
}
