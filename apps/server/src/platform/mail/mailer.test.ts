import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { readOutbox, tempDir } from '../../../test/harness';
import { createMailer, recipientDomain } from './mailer.factory';

const logger = pino({ level: 'silent' });
const base = { mailFrom: 'BITDATA <no-reply@example.com>', env: 'test' as const };

describe('outbox mailer', () => {
  it('writes each message as an .eml file with its link, named in time order', async () => {
    const dataDir = tempDir();
    const mailer = createMailer({ ...base, dataDir, smtpUrl: undefined }, logger);
    const link = 'http://localhost:3000/core/auth/verify/account/an@example.com/abc123';
    await mailer.send({
      to: 'an@example.com',
      subject: 'Xác minh tài khoản',
      text: `Open ${link} to verify.`,
      html: `<a href="${link}">verify</a>`,
    });
    await mailer.send({ to: 'binh@example.com', subject: 'Second', text: 'second mail' });

    const files = fs.readdirSync(path.join(dataDir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^\d{4}-\d\d-\d\dT[\d-]+Z-\d{6}\.eml$/.test(f))).toBe(true);
    const [first, second] = readOutbox(dataDir);
    expect(first).toMatch(/^To: an@example\.com$/m);
    expect(first).toMatch(/^From: BITDATA <no-reply@example\.com>$/m);
    expect(first).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(first).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(first.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(link);
    expect(second).toContain('second mail');
  });

  it('logs where the mail went, never its link, code, subject or full recipient', async () => {
    const lines: string[] = [];
    const recording = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    const dataDir = tempDir();
    const mailer = createMailer({ ...base, dataDir, smtpUrl: undefined }, recording);
    const code = 'Zk3v9QxS0m2-secret_code_4u';
    await mailer.send({
      to: 'an.nguyen@example.com',
      subject: `Reset ${code}`,
      text: `Reset at http://localhost:3000/auth/reset-password?token=${code} or enter ${code}.`,
      html: `<a href="http://localhost:3000/auth/reset-password?token=${code}">reset</a>`,
    });
    const log = lines.join('\n');
    expect(log).not.toContain(code);
    expect(log).not.toContain('http://');
    expect(log).not.toContain('an.nguyen');
    const [file] = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(JSON.parse(lines[0])).toMatchObject({
      file,
      toDomain: 'example.com',
      msg: 'mail written to the outbox',
    });
    // The link is in the .eml file, where a newcomer finds it.
    expect(readOutbox(dataDir)[0].replace(/=\r?\n/g, '')).toContain(code);
  });

  it('reports ok outside production and degraded in production', async () => {
    expect(
      (await createMailer({ ...base, dataDir: tempDir(), smtpUrl: undefined }, logger).status()).status,
    ).toBe('ok');
    const production = createMailer(
      { ...base, env: 'production', dataDir: tempDir(), smtpUrl: undefined },
      logger,
    );
    expect((await production.status()).status).toBe('degraded');
  });

  it('keeps only the domain of a recipient', () => {
    expect(recipientDomain('an@Example.COM')).toBe('example.com');
    expect(recipientDomain('An Nguyen <an@example.com>')).toBe('example.com');
    expect(recipientDomain('no-at-sign')).toBe('');
  });
});

describe('SMTP mailer', () => {
  let server: SMTPServer | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  async function startServer(
    onData: (raw: string, envelope: { from: string; to: string[] }) => void,
  ): Promise<number> {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          onData(Buffer.concat(chunks).toString('utf8'), {
            from,
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    return address.port;
  }

  it('delivers a message over a real SMTP conversation', async () => {
    const received: Array<{ raw: string; envelope: { from: string; to: string[] } }> = [];
    const port = await startServer((raw, envelope) => received.push({ raw, envelope }));
    const mailer = createMailer({ ...base, dataDir: tempDir(), smtpUrl: `smtp://127.0.0.1:${port}` }, logger);
    await mailer.send({ to: 'an@example.com', subject: 'Hello', text: 'Verify at http://localhost:3000/x' });
    expect(received).toHaveLength(1);
    expect(received[0].envelope).toEqual({ from: 'no-reply@example.com', to: ['an@example.com'] });
    expect(received[0].raw).toMatch(/^Subject: Hello$/m);
    expect(received[0].raw).toContain('http://localhost:3000/x');
    expect(await mailer.status()).toEqual({ status: 'ok', detail: 'smtp' });
  });

  it('reports degraded when the SMTP server is unreachable', async () => {
    const port = await startServer(() => {});
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    const mailer = createMailer({ ...base, dataDir: tempDir(), smtpUrl: `smtp://127.0.0.1:${port}` }, logger);
    await expect(mailer.send({ to: 'an@example.com', subject: 'Hello', text: 'x' })).rejects.toThrow();
    expect((await mailer.status()).status).toBe('degraded');
  });
});
