import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config';
import type { Logger } from '../logger';
import type { ComponentStatus, Mailer, MailMessage } from '../ports';

type MailConfig = Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'env'>;

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(config: MailConfig, logger: Logger): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom, logger)
    : createOutboxMailer(config, logger);
}

const STATUS_CACHE_MS = 60_000;

export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  // Health checks come often; an SMTP handshake each time would be rude to the mail server.
  let checked: { at: number; status: ComponentStatus } | undefined;
  let lastSendError: string | undefined;

  return {
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
        lastSendError = undefined;
      } catch (err) {
        lastSendError = err instanceof Error ? err.message : String(err);
        throw err;
      }
    },
    async status() {
      if (lastSendError) return { status: 'degraded', detail: `smtp: last send failed: ${lastSendError}` };
      if (checked && Date.now() - checked.at < STATUS_CACHE_MS) return checked.status;
      const status: ComponentStatus = await transport
        .verify()
        .then(() => ({ status: 'ok' as const, detail: 'smtp' }))
        .catch((err: Error) => {
          logger.warn({ err: err.message }, 'smtp server unreachable');
          return { status: 'degraded' as const, detail: `smtp unreachable: ${err.message}` };
        });
      checked = { at: Date.now(), status };
      return status;
    },
  };
}

/** The domain of a recipient, the most of an address the log may hold. */
export const recipientDomain = (to: string): string => {
  const at = to.lastIndexOf('@');
  return at >= 0
    ? to
        .slice(at + 1)
        .replace(/[>\s].*$/, '')
        .toLowerCase()
    : '';
};

export function createOutboxMailer(
  config: Pick<MailConfig, 'mailFrom' | 'dataDir' | 'env'>,
  logger: Logger,
): Mailer {
  const dir = path.join(config.dataDir, 'outbox');
  // nodemailer's stream transport builds the real RFC 822 message (headers, MIME parts, encoding).
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;

  return {
    async send(message: MailMessage) {
      const info = await composer.sendMail({ from: config.mailFrom, ...message });
      await fs.promises.mkdir(dir, { recursive: true });
      // Time first so `ls` lists mails in order; the sequence orders mails of one millisecond.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      sequence = (sequence + 1) % 1_000_000;
      const file = path.join(dir, `${stamp}-${String(sequence).padStart(6, '0')}.eml`);
      await fs.promises.writeFile(file, info.message as Buffer);
      // Only where the mail is: its link or code opens an account or resets a password, and logs are
      // shipped and kept far more widely than DATA_DIR. The .eml file holds the whole message.
      logger.info(
        { file: path.basename(file), toDomain: recipientDomain(message.to) },
        'mail written to the outbox',
      );
    },
    async status() {
      // In production an outbox means nobody receives mail: worth a 'degraded' on the health page.
      if (config.env === 'production')
        return { status: 'degraded', detail: `outbox only (SMTP_URL not set): ${dir}` };
      return { status: 'ok', detail: `outbox: ${dir}` };
    },
  };
}
