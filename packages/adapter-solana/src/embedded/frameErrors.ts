// The frame client's errors as the person reads them on Solana: SPEC 8's alerts for a frame that
// does not load or answer and for the provider server messages; a refusal in the frame is
// "Signature declined"; the rest carries the frame's own message.
import { FrameError } from '@latch/frame';
import { alertForProviderMessage, Alerts, ErrorMessages, LatchError, messageFromWire, type AdapterEvent, type AlertId } from '@latch/core';

function alertOf({ kind, message }: FrameError): AlertId | undefined {
  if (kind === 'load') return 'embeddedWalletLoad';
  if (kind === 'timeout') return 'embeddedWalletTimeout';
  return kind === 'frame' ? alertForProviderMessage(message) : undefined;
}

export function frameFailure(error: unknown, emit: (event: AdapterEvent) => void): unknown {
  if (!(error instanceof FrameError)) return error;
  const alert = alertOf(error);
  if (alert) emit({ type: 'alert', alert });
  if (error.kind === 'aborted' || error.kind === 'destroyed') return new LatchError(ErrorMessages.requestAborted, { cause: error });
  // The alert's title is what the person reads of a frame that did not load or answer.
  if (alert && error.kind !== 'frame') return new LatchError(Alerts[alert].shortMessage, { cause: error });
  return new LatchError(error.message ? messageFromWire(error.message) : ErrorMessages.anErrorOccurred, { cause: error });
}
