export {
  createEmbeddedSession,
  EMBEDDED_SESSION_KEY,
  type EmbeddedSession,
  type EmbeddedSessionEvent,
  type EmbeddedSessionOptions,
  type FrameCall,
} from './embeddedSession.js';
