import { useId } from 'react';
import { fillParts } from '../../i18n/fillParts.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { sendMessages } from './messages.js';
import type { ReceiverState } from './useReceiver.js';

function Status({ state }: { state: ReceiverState }) {
  const t = useMessages(sendMessages);
  const coreText = useCoreText();
  if ('status' in state) {
    if (state.status === 'resolving') return <p className="latch-field-hint">{t('send.lookingUp', { name: state.name })}</p>;
    if (state.status === 'resolved')
      return <p className="latch-field-hint">{fillParts(t('send.resolvesTo'), { name: state.name, address: <span className="latch-send__address">{state.address}</span> })}</p>;
  }
  const message = 'status' in state ? state.message : state.kind === 'invalid' ? state.message : undefined;
  if (message === undefined) return null;
  return (
    <p className="latch-field-error" role="alert">
      {coreText(message)}
    </p>
  );
}

/** Who receives: an address of this network, or a registered name that resolves to one. */
export function ReceiverField({ text, state, onChange, acceptsNames }: { text: string; state: ReceiverState; onChange(text: string): void; acceptsNames: boolean }) {
  const id = useId();
  const t = useMessages(sendMessages);
  const failed = ('status' in state && state.status === 'failed') || ('kind' in state && state.kind === 'invalid');
  return (
    <div>
      <label className="latch-field-label" htmlFor={id}>
        {t('send.receiver')}
      </label>
      <input
        id={id}
        className="latch-input"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={acceptsNames ? t('send.addressOrName') : t('send.address')}
        value={text}
        aria-invalid={failed || undefined}
        aria-describedby={`${id}-status`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={`${id}-status`} aria-live="polite">
        <Status state={state} />
      </div>
    </div>
  );
}
