// "Smart session": with `?features=smartSessions`, the app asks the embedded smart account for an
// ERC-7715 permission (0.01 ETH for an hour), approved once in the wallet frame; then it sends within
// it with no approval, and revokes it. Loaded with "Your own transaction", never in the page's entry.
import { useState } from 'react';
import type { LatchState } from '@latch/core';
import { useLatchAccount, useLatchProvider, useLatchSelector } from '@latch/ui';
import { devnet } from './latch.js';

const SESSION_LIMIT = { wei: 10_000_000_000_000_000n, text: '0.01 ETH' };
const SESSION_SEND = { wei: 4_000_000_000_000_000n, text: '0.004 ETH' };
const SESSION_SECONDS = 3600;

const selectSmartSessions = (state: LatchState) => state.options.features.smartSessions;
const hexQuantity = (value: bigint | number) => `0x${value.toString(16)}`;

type Session = { context: string; revoked: boolean };

export default function SmartSession() {
  const enabled = useLatchSelector(selectSmartSessions);
  const account = useLatchAccount();
  const provider = useLatchProvider('eip155');
  const [session, setSession] = useState<Session>();
  const [receiver, setReceiver] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('');
  if (!enabled || !account.isConnected || !provider) return null;

  const run = async (step: () => Promise<string>) => {
    setBusy(true);
    setOutcome('');
    try {
      setOutcome(await step());
    } catch (error) {
      setOutcome((error as { shortMessage?: string; message?: string }).shortMessage ?? (error as Error).message ?? String(error));
    } finally {
      setBusy(false);
    }
  };
  const grant = () =>
    run(async () => {
      const request = {
        chainId: hexQuantity(devnet.id as number),
        address: account.address,
        expiry: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
        signer: { type: 'wallet' },
        permissions: [{ type: 'native-token-transfer', data: { ticker: 'ETH' }, policies: [{ type: 'token-allowance', data: { allowance: hexQuantity(SESSION_LIMIT.wei) } }] }],
      };
      const { grantedSchema } = await import('./walletAnswers.js');
      const [granted] = grantedSchema.parse(await provider.request({ method: 'wallet_grantPermissions', params: [request] }));
      setSession({ context: granted!.context, revoked: false });
      return `Granted up to ${SESSION_LIMIT.text} until ${new Date(granted!.expiry * 1000).toISOString()}`;
    });
  const send = (context: string) =>
    run(async () => {
      const calls = [{ to: receiver, value: hexQuantity(SESSION_SEND.wei) }];
      const batch = { version: '2.0.0', from: account.address, chainId: hexQuantity(devnet.id as number), atomicRequired: true, calls, capabilities: { permissions: { context } } };
      const { sentSchema } = await import('./walletAnswers.js');
      const { id } = sentSchema.parse(await provider.request({ method: 'wallet_sendCalls', params: [batch] }));
      return `Sent ${SESSION_SEND.text} in the session (calls ${id.slice(0, 10)}…)`;
    });
  const revoke = (context: string) =>
    run(async () => {
      await provider.request({ method: 'wallet_revokePermissions', params: [{ permissionContext: context }] });
      setSession({ context, revoked: true });
      return 'Revoked';
    });

  return (
    <section className="demo-panel" aria-labelledby="smart-session">
      <h2 id="smart-session">Smart session</h2>
      <p>
        A permission of the smart account (ERC-7715): up to {SESSION_LIMIT.text} for an hour, approved once in the wallet; sends within it need no approval.
      </p>
      {(!session || session.revoked) && (
        <button type="button" className="demo-toggle" disabled={busy} onClick={() => void grant()}>
          Grant {SESSION_LIMIT.text} for an hour
        </button>
      )}
      {session && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send(session.context);
          }}
        >
          <label htmlFor="session-receiver">Session receiver</label>
          <input id="session-receiver" className="demo-input" value={receiver} onChange={(event) => setReceiver(event.target.value)} placeholder="0x…" />
          <button type="submit" className="demo-toggle" disabled={busy}>
            Send {SESSION_SEND.text} in the session
          </button>
          {!session.revoked && (
            <button type="button" className="demo-toggle" disabled={busy} onClick={() => void revoke(session.context)}>
              Revoke the session
            </button>
          )}
        </form>
      )}
      <p role="status" data-testid="session-outcome">
        {outcome}
      </p>
    </section>
  );
}
