import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readOutbox, type TestApp } from '../../../test/harness';

/** The text part of an .eml (nodemailer writes plain text first, quoted-printable for long lines). */
const textPart = (eml: string) => {
  const quoted = eml
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(quoted, 'latin1').toString('utf8');
};

let ip = 0;
const post = (t: TestApp, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/core/contact',
    remoteAddress: `10.7.0.${++ip}`,
    payload,
  });

describe('the contact mail to the operator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CONTACT_EMAIL: 'desk@example.com' });
  });
  afterAll(() => t.close());

  it('refuses a line break in the name or subject, so no line of the mail can be forged', async () => {
    for (const forged of [
      { name: 'An\r\nReceived: 2020-01-01 from 1.2.3.4', subject: 'Hi' },
      { name: 'An', subject: 'Hi\nFrom: ceo@example.com <ceo@example.com>' },
      { name: 'An\rSubject: forged', subject: '' },
    ]) {
      const res = await post(t, { ...forged, email: 'an@example.com', message: 'hello' });
      expect(res.statusCode, JSON.stringify(forged)).toBe(400);
      expect(res.json().error.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ key: 'invalidCharacters' })]),
      );
    }
    await t.deps.jobs.drain();
    expect(readOutbox(t.dataDir)).toEqual([]);
    expect(await t.deps.db.selectFrom('contact_messages').selectAll().execute()).toEqual([]);
  });

  it('writes the name and subject on their own lines and the message, line breaks kept, below them', async () => {
    const res = await post(t, {
      name: 'Lan Trần',
      email: 'lan@example.com',
      subject: 'Gói premium',
      message: 'Line one\nFrom: someone@else.com\nline three',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.deps.jobs.drain();
    const [mail] = readOutbox(t.dataDir);
    expect(mail).toMatch(/^To: desk@example\.com$/m);
    const lines = textPart(mail).trim().split(/\r?\n/);
    expect(lines.slice(0, 2)).toEqual(['From: Lan Trần <lan@example.com>', 'Subject: Gói premium']);
    expect(lines[2]).toMatch(/^Received: \d{4}-\d\d-\d\dT[\d:.]+Z from 10\.7\.0\.\d+$/);
    expect(lines.slice(3)).toEqual(['', 'Line one', 'From: someone@else.com', 'line three']);
  });
});

describe('without a contact address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'owner@example.com' });
  });
  afterAll(() => t.close());

  it('publishes no mailbox, and never the administrator address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/core/public/config' });
    expect(res.json().data.contactEmail).toBeNull();
    expect(res.body).not.toContain('owner@example.com');
  });

  it('still delivers contact messages to the administrator', async () => {
    expect((await post(t, { name: 'An', email: 'an@example.com', message: 'hello' })).statusCode).toBe(201);
    await t.deps.jobs.drain();
    expect(readOutbox(t.dataDir).some((m) => /^To: owner@example\.com$/m.test(m))).toBe(true);
  });
});
