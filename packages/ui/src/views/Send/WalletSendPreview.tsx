import { useState } from 'react';
import { goBack, messageOf, selectActiveNamespace, selectActiveNetwork, selectCurrentView, send, shortenAddress, type SendState } from '@latch/core';
import { selectSend, selectSendProblem, showSnack } from '@latch/core/internal';
import { useLatch, useLatchSelector, useTheme } from '../../context/LatchContext.js';
import { fieldMessages } from '../../components/Field/messages.js';
import { localAmount } from '../../i18n/localAmount.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { sendMessages } from './messages.js';

/**
 * The send to confirm: token, amount, receiver and network. Send signs it in the wallet through
 * core; on success core refreshes the balance and resets the form (an ERC-20 send returns to
 * Account, a native one comes back to the empty form here); on failure the form is kept and the snack
 * says core's catalogue text (the wallet's own words go to developers in the SEND_ERROR event).
 */
export default function WalletSendPreview() {
  const latch = useLatch();
  const t = useMessages({ ...sendMessages, ...fieldMessages });
  const coreText = useCoreText();
  const { locale } = useTheme();
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
      showSnack(latch, { text: t('send.sent', { amount: localAmount(amount.trim(), locale), symbol: token.symbol, hash: shortenAddress(hash) }) }, 'success');
      if (selectCurrentView(latch.getState()) === 'WalletSendPreview') goBack(latch);
    } catch (error) {
      showSnack(latch, messageOf(error), 'error');
      setSending(undefined);
    }
  };

  return (
    <div className="latch-send">
      {token && amount && receiverAddress && (
        <dl className="latch-send__summary">
          <div>
            <dt>{t('send.token')}</dt>
            <dd>
              {token.symbol} <span className="latch-send__muted">{token.name}</span>
            </dd>
          </div>
          <div>
            <dt>{t('field.amount')}</dt>
            <dd>
              {localAmount(amount.trim(), locale)} {token.symbol}
            </dd>
          </div>
          <div>
            <dt>{t('send.receiver')}</dt>
            <dd>
              {receiverProfileName && <span className="latch-send__receiver-name">{receiverProfileName}</span>}
              <span className="latch-send__address">{receiverAddress}</span>
            </dd>
          </div>
          <div>
            <dt>{t('send.network')}</dt>
            <dd>{network?.name ?? namespace}</dd>
          </div>
        </dl>
      )}
      {problem && (
        <p className="latch-field-error" role="alert">
          {coreText(problem)}
        </p>
      )}
      <div className="latch-send__actions">
        <button type="button" className="latch-button latch-button--secondary" disabled={sending !== undefined} onClick={() => goBack(latch)}>
          {t('send.cancel')}
        </button>
        <button type="button" className="latch-button latch-send__confirm" disabled={sending !== undefined || problem !== undefined} aria-busy={sending ? true : undefined} onClick={() => void confirm()}>
          {sending && <span className="latch-send__spinner" aria-hidden="true" />}
          {sending ? t('send.sending') : t('send.send')}
        </button>
      </div>
    </div>
  );
}
