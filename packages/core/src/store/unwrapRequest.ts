import { LatchError, messageOf } from '../errors/LatchError.js';

/** A request's result for a caller that wants it, or a thrown LatchError with the request's message. */
export async function unwrapRequest<T>(request: { unwrap(): Promise<T> }): Promise<T> {
  try {
    return await request.unwrap();
  } catch (failure) {
    throw failure instanceof LatchError ? failure : new LatchError(messageOf(failure));
  }
}
