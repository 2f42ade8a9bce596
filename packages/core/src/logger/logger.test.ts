import { createLogger, DEFAULT_LOG_LEVEL, LOG_LEVELS, type LogLevel } from './logger.js';

/** A console that records what each of its methods was given. */
function recordingConsole() {
  const lines: [string, ...unknown[]][] = [];
  const record = (method: string) => (...details: unknown[]) => void lines.push([method, ...details]);
  return { lines, sink: { error: record('error'), warn: record('warn'), info: record('info'), debug: record('debug') } };
}

const written = (level: LogLevel | undefined) => {
  const { lines, sink } = recordingConsole();
  const logger = createLogger(level, sink);
  logger.error('e');
  logger.warn('w');
  logger.info('i');
  logger.debug('d');
  return lines.map(([method]) => method);
};

describe('the logger (SPEC 9: default log level error)', () => {
  it('writes errors only by default', () => {
    expect(DEFAULT_LOG_LEVEL).toBe('error');
    expect(written(undefined)).toEqual(['error']);
  });

  it.each([
    ['silent', []],
    ['error', ['error']],
    ['warn', ['error', 'warn']],
    ['info', ['error', 'warn', 'info']],
    ['debug', ['error', 'warn', 'info', 'debug']],
  ] as const)('at %s writes %j', (level, methods) => {
    expect(written(level)).toEqual(methods);
  });

  it('marks each line as Latch\'s and passes what it was given to the console method of its level', () => {
    const { lines, sink } = recordingConsole();
    const failure = new Error('listener failed');
    createLogger('warn', sink).warn('frame listener', failure);
    expect(lines).toEqual([['warn', '[latch]', 'frame listener', failure]]);
  });

  it('knows the five levels of the config, least first', () => {
    expect(LOG_LEVELS).toEqual(['silent', 'error', 'warn', 'info', 'debug']);
  });
});
