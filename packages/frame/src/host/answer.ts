// Turns one verified request into exactly one reply: the handler's result as `_SUCCESS`
// (checked against its schema), or `_ERROR { message }`.
import { APP_PREFIX, errorType, successType, type AppRequestType } from '../protocol/constants.js';
import type { FrameErrorReply, FrameReply } from '../protocol/messages.js';
import type { AppRequest, RequestPayload } from '../protocol/requests.js';
import { successPayloadSchemas, type SuccessPayload } from '../protocol/successes.js';

export interface RequestContext {
  /** The app origin the request came from, already checked against the allowlist. */
  origin: string;
  /** The app's id of the request (a CANCEL_APPROVAL names the approval it ends by it). */
  id: string;
}

export type RequestHandler<T extends AppRequestType> = (
  payload: RequestPayload<T>,
  context: RequestContext,
) => Promise<SuccessPayload<T>> | SuccessPayload<T>;

/** The frame's answers, one per request type; a type without one is answered `Not supported yet: <TYPE>`. */
export type RequestHandlers = { [T in AppRequestType]?: RequestHandler<T> };

export const notSupportedMessage = (type: AppRequestType) => `Not supported yet: ${type}`;
export const invalidResultMessage = (type: AppRequestType) => `Invalid ${type} result from the wallet`;
const UNKNOWN_ERROR = 'Unknown error';

export const typeOf = (request: AppRequest): AppRequestType => request.type.slice(APP_PREFIX.length) as AppRequestType;

export function errorReply(type: AppRequestType, id: string, message: string): FrameErrorReply {
  return { type: errorType(type), id, payload: { message } } as FrameErrorReply;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNKNOWN_ERROR;
}

export async function answer(request: AppRequest, handlers: RequestHandlers, context: RequestContext): Promise<FrameReply> {
  const type = typeOf(request);
  const handler = handlers[type] as RequestHandler<typeof type> | undefined;
  if (!handler) return errorReply(type, request.id, notSupportedMessage(type));
  let result: unknown;
  try {
    result = await handler(request.payload as never, context);
  } catch (error) {
    return errorReply(type, request.id, messageOf(error));
  }
  const checked = successPayloadSchemas[type].safeParse(result);
  if (!checked.success) return errorReply(type, request.id, invalidResultMessage(type));
  return { type: successType(type), id: request.id, payload: checked.data } as FrameReply;
}
