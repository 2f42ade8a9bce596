// Everything the frame may post to the app: replies to requests and notifications. The
// app-side client checks each incoming message against `frameMessageSchema`.
import * as z from 'zod/mini';
import {
  APP_REQUEST_TYPES,
  FRAME_NOTIFICATION_TYPES,
  FRAME_PREFIX,
  type AppRequestType,
  type FrameNotificationType,
} from './constants.js';
import { errorPayloadSchema, messageIdSchema, nonEmptyStringSchema, type ErrorPayload } from './shared.js';
import { successPayloadSchemas, type SuccessPayload } from './successes.js';

/** The payload schema of each notification. */
export const notificationPayloadSchemas = {
  READY: z.optional(z.object({ version: z.optional(z.string()) })),
  SESSION_UPDATE: z.object({ token: nonEmptyStringSchema }),
  /** `requestId`: the app's id of the request now on screen (a frame before it named none). */
  APPROVAL_REQUESTED: z.object({ method: nonEmptyStringSchema, requestId: z.optional(messageIdSchema) }),
  APPROVAL_SETTLED: z.optional(z.object({})),
} satisfies Record<FrameNotificationType, z.ZodMiniType>;

export type NotificationPayload<N extends FrameNotificationType> = z.infer<(typeof notificationPayloadSchemas)[N]>;

/** A notification on the wire: `@latch-frame/<N>`, no id. */
export type FrameNotification<N extends FrameNotificationType = FrameNotificationType> = {
  [K in N]: { type: `${typeof FRAME_PREFIX}${K}`; payload: NotificationPayload<K> };
}[N];

/** A success reply: `@latch-frame/<T>_SUCCESS` with the request's id. */
export type FrameSuccess<T extends AppRequestType = AppRequestType> = {
  [K in T]: { type: `${typeof FRAME_PREFIX}${K}_SUCCESS`; id: string; payload: SuccessPayload<K> };
}[T];

/** An error reply: `@latch-frame/<T>_ERROR` with the request's id and `{ message }`. */
export type FrameErrorReply<T extends AppRequestType = AppRequestType> = {
  [K in T]: { type: `${typeof FRAME_PREFIX}${K}_ERROR`; id: string; payload: ErrorPayload };
}[T];

export type FrameReply<T extends AppRequestType = AppRequestType> = FrameSuccess<T> | FrameErrorReply<T>;

/** Any message the frame posts to the app. */
export type FrameMessage = FrameReply | FrameNotification;

const replySchemas = APP_REQUEST_TYPES.flatMap((type) => [
  z.object({ type: z.literal(`${FRAME_PREFIX}${type}_SUCCESS`), id: messageIdSchema, payload: successPayloadSchemas[type] }),
  z.object({ type: z.literal(`${FRAME_PREFIX}${type}_ERROR`), id: messageIdSchema, payload: errorPayloadSchema }),
]);

const notificationSchemas = FRAME_NOTIFICATION_TYPES.map((type) =>
  z.object({ type: z.literal(`${FRAME_PREFIX}${type}`), payload: notificationPayloadSchemas[type] }),
);

/** Every frame message, discriminated on `type`: replies carry an id, notifications do not need one. */
export const frameMessageSchema = z.discriminatedUnion('type', [
  ...replySchemas,
  ...notificationSchemas,
] as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]]) as unknown as z.ZodMiniType<FrameMessage>;

const NOTIFICATION_WIRE_TYPES: readonly string[] = FRAME_NOTIFICATION_TYPES.map((type) => `${FRAME_PREFIX}${type}`);

/** True for READY, SESSION_UPDATE, APPROVAL_REQUESTED and APPROVAL_SETTLED. */
export const isFrameNotification = (message: FrameMessage): message is FrameNotification =>
  NOTIFICATION_WIRE_TYPES.includes(message.type);
