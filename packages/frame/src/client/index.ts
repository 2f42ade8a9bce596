export {
  createFrameClient,
  type FrameClient,
  type FrameClientOptions,
  type ReadyInfo,
  type RequestOptions,
} from './createFrameClient.js';
export { FRAME_ERROR_MESSAGES, FrameError, type FrameErrorKind } from './errors.js';
export { FRAME_TITLE, type FrameRect } from './iframe.js';
export { FRAME_TIMEOUTS, TIMED_REQUEST_TYPES, type FrameClock, type FrameTimeouts } from './timeouts.js';
