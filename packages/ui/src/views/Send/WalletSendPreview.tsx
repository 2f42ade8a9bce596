import { useState } from 'react';
import { errorMessage, goBack, selectActiveNamespace, selectActiveNetwork, selectCurrentView, send, shortenAddress, type SendState } from '@latch/core';
import { selectSend, selectSendProblem, showSnack } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

export const sentMessage = (amount: string, symbol: string, hash: string) => `Sent ${amount} ${symbol}. Transaction ${shortenAddress(hash)}`;

/**
 * The send to confirm: token, amount, receiver and network. Send signs it in the wallet through
 * core; on success core refreshes the balance and resets the form (an ERC-20 send returns to
 * Account, a native one comes back to the empty form here); on failure the form is kept.
 */
export default function WalletSendPreview() {
  const latch = useLatch();
  const current = useLatchSelector(selectSend);
  const namespace = useLatchSelector(selectActiveNamespace);
  const network = useLatchSelector(selectActiveNetwork);
  // While sending, the form as it was sent: core resets its copy before this view leaves.
  const [sending, setSending] = useState<SendState>();
  const form = sending ?? current;
  const liveProblem = useLatchSelector(selectSendProblem);
  // The form as sent passed the rule; core's copy is reset while it goes out.
  const problem = sending ? undefined : liveProblem;
  const { token, sendTokenAmount: amount, receiverAddress, receiverProfileName } = form;

  const confirm = async () => {
    if (!token || !amount) return;
    setSending(form);
    try {
      const hash = await send(latch);
      showSnack(latch, sentMessage(amount.trim(), token.symbol, hash), 'success');
      if (selectCurrentView(latch.getState()) === 'WalletSendPreview') goBack(latch);
    } catch (error) {
      showSnack(latch, errorMessage(error), 'error');
      setSending(undefined);
    }
  };

  return (
    <div className="latch-send">
      {token && amount && receiverAddress && (
        <dl className="latch-send__summary">
          <div>
            <dt>Token</dt>
            <dd>
              {token.symbol} <span className="latch-send__muted">{token.name}</span>
            </dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>
              {amount.trim()} {token.symbol}
            </dd>
          </div>
          <div>
            <dt>Receiver</dt>
            <dd>
              {receiverProfileName && <span className="latch-send__receiver-name">{receiverProfileName}</span>}
              <span className="latch-send__address">{receiverAddress}</span>
            </dd>
          </div>
          <div>
            <dt>Network</dt>
            <dd>{network?.name ?? namespace}</dd>
          </div>
        </dl>
      )}
      {problem && (
        <p className="latch-field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="latch-send__actions">
        <button type="button" className="latch-button latch-button--secondary" disabled={sending !== undefined} onClick={() => goBack(latch)}>
          Cancel
        </button>
        <button type="button" className="latch-button latch-send__confirm" disabled={sending !== undefined || problem !== undefined} aria-busy={sending ? true : undefined} onClick={() => void confirm()}>
          {sending && <span className="latch-send__spinner" aria-hidden="true" />}
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
    </div>
  );
}
