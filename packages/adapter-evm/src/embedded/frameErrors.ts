// How the frame client's errors reach the person: SPEC 8's alerts for a frame that does not load
// or answer and for the provider server messages, catalogue messages for the rest.
import { FrameError } from '@latch/frame';
import { alertForProviderMessage, Alerts, ErrorMessages, LatchError, messageFromWire, type AdapterEvent, type AlertId } from '@latch/core';

const KIND_ALERTS: Partial<Record<FrameError['kind'], AlertId>> = { load: 'embeddedWalletLoad', timeout: 'embeddedWalletTimeout' };

/** EIP-1193's "user rejected", so callers that know the standard treat a refusal in the frame as one. */
export const USER_REJECTED = 4001;

/**
 * Turns anything a frame request threw into the error the person reads, raising the alert that
 * goes with it. A frame that refused a network switch says "Chain is not supported".
 */
export function toLatchError(error: unknown, emit: (event: AdapterEvent) => void): LatchError {
  if (error instanceof LatchError) return error;
  if (!(error instanceof FrameError)) return new LatchError(ErrorMessages.somethingWentWrong, { cause: error });
  const alert = KIND_ALERTS[error.kind] ?? (error.kind === 'frame' ? alertForProviderMessage(error.message) : undefined);
  if (alert) emit({ type: 'alert', alert });
  if (error.kind === 'aborted' || error.kind === 'destroyed') return new LatchError(ErrorMessages.requestAborted, { cause: error });
  if (error.kind === 'frame' && error.requestType === 'SWITCH_NETWORK') return new LatchError(ErrorMessages.chainNotSupported, { details: error.message, cause: error });
  // The alert's title is what the person reads of a frame that did not load or answer.
  if (alert && error.kind !== 'frame') return new LatchError(Alerts[alert].shortMessage, { cause: error });
  const message = error.message ? messageFromWire(error.message) : ErrorMessages.anErrorOccurred;
  if (message.id === ErrorMessages.signatureDeclined.id) return Object.assign(new LatchError(message, { cause: error }), { code: USER_REJECTED });
  return new LatchError(message, { cause: error });
}
