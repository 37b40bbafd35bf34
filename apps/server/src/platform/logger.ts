import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config';

export type { Logger };

/**
 * Where our links carry a secret, the one place that lists them: query parameters (the websocket's
 * ?token=, the password reset link's ?token=; a provider sign-in's ?code=, ?state=, and the one-time
 * ?link=, ?complete=, ?ticket= of its next steps) and path segments (below). Their values never reach
 * the log; calls made from those pages carry the secret in their body, which is not logged.
 */
const SECRET_PARAMS = /([?&](?:token|accessToken|codeVerify|code|state|link|complete|ticket)=)[^&#]*/gi;

/**
 * Links whose path carries a secret or a member's e-mail address, as their routes spell them; every
 * `:segment` is replaced in the log. The web pages live under /{service} and the API under
 * /api/{service}, so a pattern matches after any prefix. The web's router matches paths without
 * regard to case, and so does this.
 */
const SECRET_PATHS = [
  // the verification link of the sign-up e-mail: the account's e-mail address and its code
  '/auth/verify/account/:username/:codeVerify',
].map((template) =>
  template
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? part : part.toLowerCase())),
);

const REDACTED = '[redacted]';

/** A segment as the router compares it: decoded, any case. */
const comparable = (segment: string): string => {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

/**
 * Every request's log line passes here: a path that holds a template's words neither as written (in
 * any case) nor escaped cannot match it, and is returned without being taken apart.
 */
function mayHoldSecret(path: string): boolean {
  if (path.includes('%')) return true;
  const lower = path.toLowerCase();
  return SECRET_PATHS.some((template) =>
    template.every((part) => part.startsWith(':') || lower.includes(`/${part}`)),
  );
}

function redactPath(path: string): string {
  if (!mayHoldSecret(path)) return path;
  const segments = path.split('/');
  // empty segments (a doubled slash) are skipped when matching, as the router skips them
  const filled = segments.flatMap((segment, index) => (segment ? [{ segment, index }] : []));
  for (const template of SECRET_PATHS) {
    for (let start = 0; start + template.length <= filled.length; start += 1) {
      const window = filled.slice(start, start + template.length);
      const matches = template.every(
        (part, i) => part.startsWith(':') || comparable(window[i]?.segment ?? '') === part,
      );
      if (!matches) continue;
      template.forEach((part, i) => {
        const at = window[i]?.index;
        if (part.startsWith(':') && at !== undefined) segments[at] = REDACTED;
      });
    }
  }
  return segments.join('/');
}

/** The URL as it may be logged: secrets and e-mail addresses in its path and query replaced. */
export function redactUrl(url: string): string {
  const query = url.search(/[?#]/);
  const path = query === -1 ? url : url.slice(0, query);
  const rest = query === -1 ? '' : url.slice(query);
  return redactPath(path) + rest.replace(SECRET_PARAMS, `$1${REDACTED}`);
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
}

/**
 * Where the process's lines go: standard output (a process manager collects it), or a file named by
 * path for the benchmarks, written the same way. Asynchronously: a line is appended to a buffer and
 * the buffer is written by one system call per batch (of up to 16 KiB) while the event loop serves
 * requests, instead of one blocking call per line (pino's default for standard output, named here so
 * that the benchmarks measure the same writer). The lines still buffered are written
 * synchronously when the process exits, also on an uncaught error; only a SIGKILL loses them.
 */
export function logDestination(to: number | string = 1): LogDestination {
  return pino.destination({ dest: to, sync: false, append: true });
}

export type LogDestination = ReturnType<typeof pino.destination>;

/** One pino logger per process; secrets and credentials are redacted wherever they appear. */
export function createLogger(
  config: Pick<AppConfig, 'logLevel' | 'env'>,
  destination: DestinationStream = logDestination(),
): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
        host: req.host,
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-transport-key"]',
        '*.password',
        '*.confirmPassword',
        '*.newPassword',
        '*.currentPassword',
        '*.tokenGG',
        '*.token',
      ],
      censor: REDACTED,
    },
  };
  return pino(options, destination);
}
