import { useId } from 'react';
import type { ReceiverState } from './useReceiver.js';

function Status({ state }: { state: ReceiverState }) {
  if ('status' in state) {
    if (state.status === 'resolving') return <p className="latch-field-hint">Looking up {state.name}…</p>;
    if (state.status === 'resolved')
      return (
        <p className="latch-field-hint">
          {state.name} resolves to <span className="latch-send__address">{state.address}</span>
        </p>
      );
    return (
      <p className="latch-field-error" role="alert">
        {state.message}
      </p>
    );
  }
  if (state.kind === 'invalid')
    return (
      <p className="latch-field-error" role="alert">
        {state.message}
      </p>
    );
  return null;
}

/** Who receives: an address of this network, or a registered name that resolves to one. */
export function ReceiverField({ text, state, onChange, acceptsNames }: { text: string; state: ReceiverState; onChange(text: string): void; acceptsNames: boolean }) {
  const id = useId();
  const failed = ('status' in state && state.status === 'failed') || ('kind' in state && state.kind === 'invalid');
  return (
    <div>
      <label className="latch-field-label" htmlFor={id}>
        Receiver
      </label>
      <input
        id={id}
        className="latch-input"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={acceptsNames ? 'Address or name' : 'Address'}
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
