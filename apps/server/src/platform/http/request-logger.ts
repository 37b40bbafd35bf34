import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type LogArgs = [obj: unknown, msg?: string, ...rest: unknown[]];

/**
 * A request's logger (`request.log`), made the first time the request logs through it. Pino makes a
 * child logger by serialising its bindings (the request id) through the redaction at once, and most
 * requests never log through theirs: an answered request's one line is written by the server's
 * logger with the id in the line (request-log.ts). Lines written through it are the child's own,
 * with the same bindings and options as Fastify's default child.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings, this.#options);
    return this.#made;
  }

  get level(): string {
    return this.#made?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: LogArgs): void {
    this.#logger().fatal(...args);
  }
  error(...args: LogArgs): void {
    this.#logger().error(...args);
  }
  warn(...args: LogArgs): void {
    this.#logger().warn(...args);
  }
  info(...args: LogArgs): void {
    this.#logger().info(...args);
  }
  debug(...args: LogArgs): void {
    this.#logger().debug(...args);
  }
  trace(...args: LogArgs): void {
    this.#logger().trace(...args);
  }
  silent(...args: LogArgs): void {
    this.#logger().silent(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made only if the request logs. */
export const requestLoggerFactory = (
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new RequestLogger(parent, bindings, options);
