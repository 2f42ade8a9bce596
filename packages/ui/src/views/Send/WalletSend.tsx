import { useEffect, useState, type FormEvent } from 'react';
import { preselectSendToken, pushView, selectActiveNamespace, selectActiveNetwork, updateSend, type Message, type TokenBalance } from '@latch/core';
import { amountProblem, canResolveNames, canSend, selectActiveNamespaceRules, selectSend, selectSendProblem, tokenKey, unsupportedChain } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { AmountField } from './AmountField.js';
import { ReceiverField } from './ReceiverField.js';
import { TokenPicker, TokenPickerSkeleton } from './TokenPicker.js';
import { useReceiver, type ReceiverState } from './useReceiver.js';
import { useSendTokens } from './useSendTokens.js';
import { sendMessages } from './messages.js';

/** Told while a name is being looked up: the form knows it by identity, and shows it in the locale. */
const WAIT_FOR_NAME: Message = { text: sendMessages['send.waitForName'] };

/** What the receiver field itself says is wrong, once the person has typed something. */
function receiverIssue(state: ReceiverState): Message | undefined {
  if ('status' in state) return state.status === 'failed' ? state.message : state.status === 'resolving' ? WAIT_FOR_NAME : undefined;
  return state.kind === 'invalid' ? state.message : undefined;
}

/** The send form (SPEC 3, 5): token, amount and receiver, kept in core's send state; Preview checks them. */
export default function WalletSend() {
  const latch = useLatch();
  const namespace = useLatchSelector(selectActiveNamespace);
  const rules = useLatchSelector(selectActiveNamespaceRules);
  const networkName = useLatchSelector(selectActiveNetwork)?.name ?? namespace;
  const send = useLatchSelector(selectSend);
  const { tokens, loading } = useSendTokens();
  const receiver = useReceiver();
  const [problem, setProblem] = useState<Message>();
  const t = useMessages(sendMessages);
  const coreText = useCoreText();
  // With the balances in, a form without a token starts on the native currency (or the only token), as shown.
  useEffect(() => {
    if (!loading) preselectSendToken(latch);
  }, [latch, loading, tokens, send.token]);

  if (!canSend(rules))
    return (
      <p className="latch-field-error" role="alert">
        {coreText(unsupportedChain)}
      </p>
    );
  if (loading) return <TokenPickerSkeleton />;
  if (tokens.length === 0)
    return (
      <div className="latch-send__empty">
        <p className="latch-send__empty-title">{t('send.noTokens')}</p>
        <p className="latch-field-hint">{t('send.noTokensOn', { network: networkName })}</p>
      </div>
    );

  // The token as the portfolio has it now: its balance may have changed since it was picked.
  const withBalance = (token: TokenBalance) => tokens.find((t) => tokenKey(t) === tokenKey(token)) ?? token;
  const token = send.token ? withBalance(send.token) : undefined;
  const changed = <T,>(apply: (value: T) => void) => (value: T) => {
    setProblem(undefined);
    apply(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const ofReceiver = receiver.text.trim() ? receiverIssue(receiver.state) : undefined;
    const found = ofReceiver ?? selectSendProblem(latch.getState());
    if (!found) return pushView(latch, 'WalletSendPreview');
    // A field that already says what is wrong beside it is not repeated here.
    const shownBeside = [amountProblem(send.sendTokenAmount, token), ofReceiver === WAIT_FOR_NAME ? undefined : ofReceiver];
    setProblem(shownBeside.some((shown) => shown?.text === found.text) ? undefined : found);
  };

  return (
    <form className="latch-send" noValidate onSubmit={onSubmit}>
      <TokenPicker tokens={tokens} selected={token} onSelect={changed((picked: TokenBalance) => updateSend(latch, { token: picked }))} />
      <AmountField amount={send.sendTokenAmount ?? ''} token={token} onChange={changed((amount: string) => updateSend(latch, { sendTokenAmount: amount }))} />
      <ReceiverField text={receiver.text} state={receiver.state} acceptsNames={canResolveNames(namespace)} onChange={changed(receiver.onChange)} />
      {problem && (
        <p className="latch-field-error" role="alert">
          {problem === WAIT_FOR_NAME ? t('send.waitForName') : coreText(problem)}
        </p>
      )}
      <button type="submit" className="latch-button latch-send__submit">
        {t('send.preview')}
      </button>
    </form>
  );
}
