import pino, { type Logger } from 'pino';
import type { AppConfig } from '../config';

export type { Logger };

/** One pino logger per process; secrets and credentials are redacted wherever they appear. */
/** Query parameters that carry credentials (the websocket's ?token=) never reach the log. */
const SECRET_PARAMS = /([?&](?:token|accessToken|codeVerify)=)[^&]*/gi;
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
}

export function createLogger(config: Pick<AppConfig, 'logLevel' | 'env'>): Logger {
  return pino({
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
      censor: '[redacted]',
    },
  });
}
