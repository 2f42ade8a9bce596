export {
  APP_PREFIX,
  APP_REQUEST_TYPES,
  errorType,
  FRAME_NOTIFICATION_TYPES,
  FRAME_PREFIX,
  FRAME_PROTOCOL_VERSION,
  FRAME_REQUEST_TIMEOUT_MS,
  isAppRequestType,
  notificationType,
  requestType,
  successType,
  type AppRequestType,
  type FrameNotificationType,
} from './constants.js';
export {
  frameMessageSchema,
  isFrameNotification,
  notificationPayloadSchemas,
  type FrameErrorReply,
  type FrameMessage,
  type FrameNotification,
  type FrameReply,
  type FrameSuccess,
  type NotificationPayload,
} from './messages.js';
export { appRequestSchema, requestPayloadSchemas, rpcMethodSchema, type AppRequest, type RequestPayload } from './requests.js';
export {
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  type RpcMethod,
  type SafeRpcMethod,
  type UnsafeRpcMethod,
} from './rpcMethods.js';
export {
  accountTypeSchema,
  chainIdSchema,
  errorPayloadSchema,
  frameUserSchema,
  loggedInUser,
  socialProviderSchema,
  type AccountType,
  type ChainId,
  type ErrorPayload,
  type FrameUser,
  type SocialProvider,
} from './shared.js';
export { successPayloadSchemas, type SuccessPayload } from './successes.js';
export {
  isSolanaSigningMethod,
  parseSolanaParams,
  solanaAddressSchema,
  solanaParamsSchemas,
  solanaResultSchemas,
  solanaSendOptionsSchema,
  SOLANA_ADDRESS_PATTERN,
  type SolanaParams,
  type SolanaResult,
  type SolanaSendOptions,
  type SolanaSigningMethod,
} from './solanaRpc.js';
