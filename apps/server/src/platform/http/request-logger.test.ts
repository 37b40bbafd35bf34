import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLoggerFactory } from './request-logger';

/** A pino logger writing parsed lines to an array, without the time (two loggers never share it). */
function captured(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level, base: { pid: 1 }, timestamp: false, redact: { paths: ['*.password'], censor: '[redacted]' } },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

describe("a request's logger", () => {
  it('makes no child logger until the request logs, then one', () => {
    const { logger } = captured();
    let children = 0;
    const counting: FastifyBaseLogger = Object.assign(Object.create(logger), {
      child: (...args: Parameters<typeof logger.child>) => {
        children += 1;
        return logger.child(...args);
      },
    });
    const log = requestLoggerFactory(counting, { reqId: 'r1' }, {});
    expect(log.level).toBe('info');
    expect(children).toBe(0);
    log.warn('first');
    log.error({ err: new Error('second') }, 'second');
    expect(children).toBe(1);
  });

  it("writes what Fastify's own child would write, call for call", () => {
    const lazy = captured('debug');
    const eager = captured('debug');
    const calls = (log: FastifyBaseLogger) => {
      log.info('plain text');
      log.info({ route: '/x', user: { password: 'secret' } }, 'with %s', 'an argument');
      log.warn({ err: new Error('broken') }, 'failed');
      log.debug('shown at debug');
      log.trace('not shown');
      log.child({ step: 'inner' }).info('from a grandchild');
    };
    calls(requestLoggerFactory(lazy.logger, { reqId: 'r2' }, { level: 'debug' }));
    calls(eager.logger.child({ reqId: 'r2' }, { level: 'debug' }));
    const stackless = (lines: Record<string, unknown>[]) =>
      lines.map((l) => ({ ...l, err: l.err ? { ...(l.err as object), stack: undefined } : undefined }));
    expect(stackless(lazy.lines)).toEqual(stackless(eager.lines));
    expect(lazy.lines).toHaveLength(5);
    expect(lazy.lines[1]).toMatchObject({
      reqId: 'r2',
      user: { password: '[redacted]' },
      msg: 'with an argument',
    });
  });

  it('takes a level set on it, and reports the level it was made with', () => {
    const { logger, lines } = captured();
    const log = requestLoggerFactory(logger, { reqId: 'r3' }, { level: 'warn' });
    expect(log.level).toBe('warn');
    log.info('dropped');
    log.level = 'info';
    log.info('kept');
    expect(lines.map((l) => l.msg)).toEqual(['kept']);
    expect(logger.level).toBe('info');
  });
});
