import { LatchError, messageOf } from '../errors/LatchError.js';
import { isMessage } from '../errors/message.js';

/** A request's result for a caller that wants it, or a thrown LatchError with the request's message. */
export async function unwrapRequest<T>(request: { unwrap(): Promise<T> }): Promise<T> {
  try {
    return await request.unwrap();
  } catch (failure) {
    throw failure instanceof LatchError ? failure : new LatchError(isMessage(failure) ? failure : messageOf(failure));
  }
}
