export {
  invalidResultMessage,
  notSupportedMessage,
  type RequestContext,
  type RequestHandler,
  type RequestHandlers,
} from './answer.js';
export { createFrameHost, type FrameHost, type FrameHostOptions, type HostNotificationType } from './createFrameHost.js';
