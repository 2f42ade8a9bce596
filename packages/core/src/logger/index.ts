// @latch/core/logger: the logger an adapter makes from `AdapterContext.logLevel`, in its lazily loaded code.
export { createLogger, DEFAULT_LOG_LEVEL, LOG_LEVELS, type Logger, type LogLevel, type LogMethod } from './logger.js';
