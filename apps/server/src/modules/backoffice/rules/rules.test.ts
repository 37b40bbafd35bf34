import { type EventRuleWrite, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dialectUnderTest,
  readOutbox,
  TEST_REDIS_URL,
  type TestApp,
} from '../../../../test/harness';
import { waitFor } from '../../../../test/wait';
import { createMailer } from '../../../platform/mail/mailer.factory';
import { activeAccountsOfRole } from '../../auth';
import { authenticate } from '../../auth/auth.service';
import { adminToken, callAs } from '../access/access.test-helpers';
import * as records from '../records/records.repository';
import {
  BANK_ACCOUNT_DOCUMENT,
  type BackofficeApp,
  CURRENCY_DOCUMENT,
  call,
  create,
  createBackofficeApp,
  edit,
  remove,
  setGrants,
  view,
  viewAll,
} from '../records/records.test-helpers';
import { listActivity } from './rules.activity';
import { fireRules } from './rules.service';
import { renderHtml, renderSubject, renderText, signBody } from './rules.templates';
import { startReceiver } from './rules.test-helpers';

const BANK = '/data/bank-account';
const logger = pino({ level: 'silent' });

interface Received {
  to: string[];
  raw: string;
}

/**
 * An in-process SMTP server; `refuse` > 0 answers that many messages with a temporary failure,
 * `refuseOnceTo` the next message to that address.
 */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: 0, refused: 0, refuseOnceTo: null as string | null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        if (state.refuseOnceTo && to.includes(state.refuseOnceTo)) {
          state.refuseOnceTo = null;
          return callback(Object.assign(new Error('mailbox busy'), { responseCode: 450 }));
        }
        if (state.refuse > 0) {
          state.refuse -= 1;
          state.refused += 1;
          const err = Object.assign(new Error('try again later'), { responseCode: 451 });
          return callback(err);
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe(`activity and event rules (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    // the local webhook receiver listens on 127.0.0.1: allowed here, refused by default (a test below)
    t = await createBackofficeApp({ premium2: 'premium' }, { NOTIFY_ALLOW_PRIVATE_URLS: 'true' });
    await setGrants(t, 'administrator', RESOURCE.document, [view, viewAll, create, edit, remove]);
    await setGrants(t, 'administrator', RESOURCE.collection, [view, viewAll, create, edit, remove]);
    expect((await call(t, 'POST', '/documents', 'administrator', CURRENCY_DOCUMENT)).statusCode).toBe(201);
    const doc = await call(t, 'POST', '/documents', 'administrator', BANK_ACCOUNT_DOCUMENT);
    expect(doc.statusCode, doc.body).toBe(201);
    await setGrants(t, 'basic', 'bank-account', [view, create, edit, remove]);
    smtp = await startSmtp();
    receiver = await startReceiver();
    // sign-ups above read their links from the outbox; the rules' mail goes to the SMTP server
    t.deps.mailer = createMailer(
      { mailFrom: 'BITDATA <no-reply@example.com>', env: 'test', dataDir: t.dataDir, smtpUrl: smtp.url },
      logger,
    );
    await t.deps.jobs.start();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await receiver?.close();
  });

  const runsOf = async (ruleId: string) =>
    (await call(t, 'GET', `/events/runs?rule=${ruleId}&pageSize=100`, 'administrator')).json().data as Array<{
      status: string;
      attempts: number;
      error: string | null;
      durationMs: number | null;
      recordId: string | null;
    }>;
  const setEnabled = async (id: string, rule: EventRuleWrite, enabled: boolean) =>
    expect(
      (await call(t, 'PUT', `/events/rules/${id}`, 'administrator', { ...rule, enabled })).statusCode,
    ).toBe(200);

  const mailRule: EventRuleWrite = {
    name: 'When a Bank account is created, e-mail the operator',
    document: 'bank-account',
    trigger: { kind: 'created' },
    action: {
      kind: 'email',
      role: 'operator',
      subject: 'New bank account {{bankName}}',
      body: 'Account {{accountNumber}} at {{bankName}} was opened.',
    },
    enabled: true,
  };

  it('e-mails the operator once per create, and retries a mail the SMTP server refused', async () => {
    const created = await call(t, 'POST', '/events/rules', 'administrator', mailRule);
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json().data;
    expect(rule).toMatchObject({ trigger: { kind: 'created' }, action: { kind: 'email', role: 'operator' } });

    const first = await call(t, 'POST', BANK, 'basic', { data: { bankName: 'ACB', accountNumber: '10001' } });
    expect(first.statusCode, first.body).toBe(201);
    await waitFor(() => smtp.received.length === 1, 'the first mail', 20_000);
    expect(smtp.received[0]?.to).toEqual(['operator@example.com']);
    expect(smtp.received[0]?.raw).toMatch(/^Subject: New bank account ACB$/m);
    expect(decoded(smtp.received[0]?.raw ?? '')).toContain('Account 10001 at ACB was opened.');

    // the SMTP server refuses the next message once: the run is retried and the mail delivered
    smtp.state.refuse = 1;
    const second = await call(t, 'POST', BANK, 'basic', {
      data: { bankName: 'BIDV', accountNumber: '10002' },
    });
    expect(second.statusCode, second.body).toBe(201);
    await waitFor(() => smtp.received.length === 2, 'the retried mail', 30_000);
    expect(smtp.state.refused).toBe(1);
    expect(smtp.received[1]?.raw).toMatch(/^Subject: New bank account BIDV$/m);

    const runs = await waitFor(async () => {
      const r = await runsOf(rule.id);
      return r.length === 2 && r.every((x) => x.status === 'succeeded') ? r : null;
    }, 'both runs to succeed');
    const [latest, earliest] = runs;
    expect(earliest).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      error: null,
      recordId: first.json().data.id,
    });
    expect(latest).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      error: null,
      recordId: second.json().data.id,
    });
    expect(typeof latest?.durationMs).toBe('number');
    // exactly one mail per create: nothing more arrives once both runs are done
    await t.deps.jobs.drain(20_000);
    expect(smtp.received).toHaveLength(2);
    await setEnabled(rule.id, mailRule, false);
  }, 60_000);

  it('retries a role e-mail after a partial failure to the addresses not yet served only', async () => {
    const roleRule: EventRuleWrite = {
      ...mailRule,
      name: 'New accounts to the premium desk',
      action: {
        kind: 'email',
        role: 'premium',
        subject: 'Premium desk: {{bankName}}',
        body: 'Account {{accountNumber}} at {{bankName}}.',
      },
    };
    const created = await call(t, 'POST', '/events/rules', 'administrator', roleRule);
    expect(created.statusCode, created.body).toBe(201);
    const ruleId = created.json().data.id;
    const before = smtp.received.length;
    // the run mails the role's members in order: the second address is refused once
    const [, second] = await activeAccountsOfRole(t.deps.db, 'premium');
    smtp.state.refuseOnceTo = second?.username ?? null;
    const record = await call(t, 'POST', BANK, 'basic', {
      data: { bankName: 'Sacombank', accountNumber: '10077' },
    });
    expect(record.statusCode, record.body).toBe(201);
    const runs = await waitFor(
      async () => {
        const r = await runsOf(ruleId);
        return r[0]?.status === 'succeeded' ? r : null;
      },
      'the role mail run to succeed',
      30_000,
    );
    expect(runs[0]?.attempts).toBe(2);
    expect(smtp.state.refuseOnceTo).toBeNull();
    // one mail to each member: the retry did not send the first one again
    const mails = smtp.received
      .slice(before)
      .filter((m) => /^Subject: Premium desk: Sacombank$/m.test(m.raw));
    expect(mails.map((m) => m.to).sort()).toEqual([['premium2@example.com'], ['premium@example.com']]);
    await setEnabled(ruleId, roleRule, false);
  }, 60_000);

  it('reports a rule whose role has no users as having no recipients, not as sent', async () => {
    await t.deps.db
      .insertInto('roles')
      .values({ code: 'empty-desk', name: 'Empty desk', name_vi: 'Bàn trống', rank: 0, is_staff: 1 })
      .execute();
    const rules = await Promise.all(
      (['email', 'notification'] as const).map((kind) =>
        call(t, 'POST', '/events/rules', 'administrator', {
          ...mailRule,
          name: `Nobody to tell (${kind})`,
          action: { kind, role: 'empty-desk', subject: 'New {{bankName}}', body: 'b' },
        }),
      ),
    );
    for (const r of rules) expect(r.statusCode, r.body).toBe(201);
    const before = smtp.received.length;
    const record = await call(t, 'POST', BANK, 'basic', {
      data: { bankName: 'Nobody', accountNumber: '10088' },
    });
    expect(record.statusCode, record.body).toBe(201);
    for (const r of rules) {
      const runs = await waitFor(async () => {
        const found = await runsOf(r.json().data.id);
        return found[0] && !['pending', 'running', 'retrying'].includes(found[0].status) ? found : null;
      }, 'the run to end');
      expect(runs[0]).toMatchObject({ status: 'noRecipients', error: 'the role empty-desk has no users' });
      await setEnabled(r.json().data.id, mailRule, false);
    }
    expect(smtp.received.length).toBe(before);
  });

  it('sends nothing for a write whose transaction rolls back', async () => {
    const created = await call(t, 'POST', '/events/rules', 'administrator', {
      ...mailRule,
      name: 'rollback',
    });
    const rule = created.json().data;
    const before = smtp.received.length;
    const id = '00000000-0000-4000-8000-000000000001';
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        // what createRecord does in its transaction, then a failure before the commit
        await records.insertRecord(trx, {
          id,
          document_code: 'bank-account',
          owner_id: t.userIds.basic ?? null,
          data: JSON.stringify({ bankName: 'Lost', accountNumber: '99999' }),
          created_at: Date.now(),
          updated_at: Date.now(),
        });
        await fireRules(t.deps, trx, {
          document: 'bank-account',
          recordId: id,
          action: 'created',
          actorId: t.userIds.basic ?? null,
          before: null,
          after: { bankName: 'Lost' },
          at: Date.now(),
        });
        throw new Error('the write fails after the rule was matched');
      }),
    ).rejects.toThrow(/write fails/);
    await t.deps.jobs.drain(20_000);
    expect(await runsOf(rule.id)).toEqual([]);
    expect(smtp.received.length).toBe(before);
    const activity = await call(t, 'GET', `/events/activity?record=${id}`, 'administrator');
    expect(activity.json().total).toBe(0);
    await setEnabled(rule.id, { ...mailRule, name: 'rollback' }, false);
  });

  it('signs a webhook with the rule secret and retries it until it answers 2xx', async () => {
    const hookRule: EventRuleWrite = {
      name: 'Deleted accounts to the ledger',
      document: 'bank-account',
      trigger: { kind: 'deleted' },
      action: { kind: 'webhook', url: receiver.url },
      enabled: true,
    };
    const created = await call(t, 'POST', '/events/rules', 'administrator', hookRule);
    expect(created.statusCode, created.body).toBe(201);
    const { id: ruleId, secret } = created.json().data;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    const record = await call(t, 'POST', BANK, 'basic', {
      data: { bankName: 'VCB', accountNumber: '20001' },
    });
    const recordId = record.json().data.id;
    receiver.state.failFirst = 1;
    expect((await call(t, 'DELETE', `${BANK}/${recordId}`, 'basic')).statusCode).toBe(200);
    await waitFor(() => receiver.calls.length === 2, 'the webhook retried', 30_000);
    for (const c of receiver.calls) expect(c.signature).toBe(signBody(secret, c.body));
    expect(receiver.calls[0]?.signature).not.toBe(signBody('another secret', receiver.calls[0]?.body ?? ''));
    const body = JSON.parse(receiver.calls[1]?.body ?? '{}');
    expect(body).toMatchObject({
      document: 'bank-account',
      recordId,
      trigger: 'deleted',
      before: { bankName: 'VCB', accountNumber: '20001' },
      after: null,
    });
    const runs = await waitFor(async () => {
      const r = await runsOf(ruleId);
      return r[0]?.status === 'succeeded' ? r : null;
    }, 'the webhook run to succeed');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ attempts: 2, error: null });
  }, 60_000);

  it('keeps webhooks off private addresses unless the operators allow them (NOTIFY_ALLOW_PRIVATE_URLS)', async () => {
    const port = new URL(receiver.url).port;
    const hookRule: EventRuleWrite = {
      name: 'To an intranet host',
      document: 'bank-account',
      trigger: { kind: 'deleted' },
      // a host name, not an address literal: only the lookup at connect time can tell it is private
      action: { kind: 'webhook', url: `https://localhost:${port}/hook` },
      enabled: true,
    };
    const created = await call(t, 'POST', '/events/rules', 'administrator', hookRule);
    expect(created.statusCode, created.body).toBe(201);
    const ruleId = created.json().data.id;
    const allowed = t.deps.config;
    t.deps.config = { ...allowed, outbound: { ...allowed.outbound, allowPrivate: false } };
    try {
      // an address literal in a private range is refused on the form, naming the field
      const refused = await call(t, 'POST', '/events/rules', 'administrator', {
        ...hookRule,
        action: { kind: 'webhook', url: 'https://169.254.169.254/latest/meta-data' },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.details).toMatchObject([{ path: 'action.url', key: 'webhookUrlRefused' }]);
      const calls = receiver.calls.length;
      const record = await call(t, 'POST', BANK, 'basic', {
        data: { bankName: 'Intranet', accountNumber: '20077' },
      });
      expect((await call(t, 'DELETE', `${BANK}/${record.json().data.id}`, 'basic')).statusCode).toBe(200);
      const runs = await waitFor(async () => {
        const r = await runsOf(ruleId);
        return r[0]?.status === 'failed' ? r : null;
      }, 'the webhook run to fail');
      // refused for good: one attempt, the reason kept, nothing reached the receiver
      expect(runs[0]).toMatchObject({ attempts: 1 });
      expect(runs[0]?.error).toMatch(/private address/);
      expect(receiver.calls.length).toBe(calls);
    } finally {
      t.deps.config = allowed;
      await setEnabled(ruleId, hookRule, false);
    }
  }, 60_000);

  it('fires an update rule with a field only when that field changes', async () => {
    const rule: EventRuleWrite = {
      name: 'Balance changed',
      document: 'bank-account',
      trigger: { kind: 'updated', field: 'balance' },
      action: {
        kind: 'notification',
        role: 'operator',
        subject: 'Balance of {{bankName}}',
        body: 'Now {{balance}}',
      },
      enabled: true,
    };
    const created = await call(t, 'POST', '/events/rules', 'administrator', rule);
    expect(created.statusCode, created.body).toBe(201);
    const ruleId = created.json().data.id;
    const record = await call(t, 'POST', BANK, 'basic', {
      data: { bankName: 'TCB', accountNumber: '30001', balance: 5 },
    });
    const id = record.json().data.id;
    const put = (data: Record<string, unknown>) => call(t, 'PUT', `${BANK}/${id}`, 'basic', { data });
    expect((await put({ bankName: 'Techcombank', accountNumber: '30001', balance: 5 })).statusCode).toBe(200);
    await t.deps.jobs.drain(20_000);
    expect(await runsOf(ruleId)).toEqual([]);
    expect((await put({ bankName: 'Techcombank', accountNumber: '30001', balance: 7.5 })).statusCode).toBe(
      200,
    );
    await waitFor(async () => (await runsOf(ruleId))[0]?.status === 'succeeded', 'the update run');
    expect(await runsOf(ruleId)).toHaveLength(1);
    const mine = await call(t, 'GET', '/events/notifications', 'operator');
    expect(mine.json().data).toEqual([
      expect.objectContaining({ title: 'Balance of Techcombank', body: 'Now 7.5' }),
    ]);
    expect((await call(t, 'GET', '/events/notifications', 'basic')).json().data).toEqual([]);

    // the activity of this record: who, what, before and after, newest first
    const activity = await call(
      t,
      'GET',
      `/events/activity?document=bank-account&record=${id}`,
      'administrator',
    );
    expect(activity.statusCode).toBe(200);
    const rows = activity.json().data;
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['updated', 'updated', 'created']);
    expect(rows[2]).toMatchObject({
      before: null,
      after: { bankName: 'TCB', balance: 5 },
      actorId: t.userIds.basic,
    });
    expect(rows[1]).toMatchObject({
      before: { bankName: 'TCB' },
      after: { bankName: 'Techcombank', balance: 5 },
    });
    expect(rows[0]).toMatchObject({
      before: { balance: 5 },
      after: { balance: 7.5 },
      actorName: 'basic@example.com',
    });
    const byUser = await call(
      t,
      'GET',
      `/events/activity?user=${t.userIds.basic}&pageSize=2`,
      'administrator',
    );
    expect(byUser.json()).toMatchObject({ page: 1, pageSize: 2 });
    expect(byUser.json().data).toHaveLength(2);
    expect(byUser.json().total).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('reads the activity through the document rules: hidden fields left out, unseen documents left out', async () => {
    const record = await call(t, 'POST', BANK, 'basic', {
      data: { bankName: 'Field rules', accountNumber: '20099', balance: 7 },
    });
    expect(record.statusCode, record.body).toBe(201);
    const query = { page: 1, pageSize: 10, record: record.json().data.id };
    const base = await authenticate(t.deps, t.tokens.administrator);
    if (!base) throw new Error('no auth');
    const full = await listActivity(t.deps, base, query);
    expect(full.data[0]?.after).toMatchObject({ bankName: 'Field rules', balance: 7 });
    const withoutBalance = await listActivity(
      t.deps,
      { ...base, hiddenFields: { 'bank-account': ['balance'] } },
      query,
    );
    expect(withoutBalance.data[0]?.after).toMatchObject({ bankName: 'Field rules' });
    expect(withoutBalance.data[0]?.after).not.toHaveProperty('balance');
    const documentHidden = await listActivity(
      t.deps,
      { ...base, grants: { ...base.grants, 'bank-account': [PERMISSION_LEVEL.hidden] } },
      query,
    );
    expect(documentHidden).toMatchObject({ total: 0, data: [] });
  });

  it('refuses bad rules with structured 4xx and keeps the event screens to their resource', async () => {
    const bad = async (body: unknown) => {
      const res = await call(t, 'POST', '/events/rules', 'administrator', body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.details.map((d: { path: string; key: string }) => `${d.path}:${d.key}`);
    };
    expect(await bad({ ...mailRule, document: 'no-such-document' })).toEqual(['document:documentNotFound']);
    expect(await bad({ ...mailRule, action: { kind: 'webhook', url: 'ftp://example.com/x' } })).toEqual([
      'action.url:eventUrlInvalid',
    ]);
    expect(await bad({ ...mailRule, action: { ...mailRule.action, body: 'x'.repeat(10_001) } })).toEqual([
      'action.body:fieldTooLong',
    ]);
    expect(await bad({ ...mailRule, action: { ...mailRule.action, subject: 'Hi {{nope}}' } })).toEqual([
      'action.subject:eventPlaceholderUnknown',
    ]);
    expect(await bad({ ...mailRule, trigger: { kind: 'updated', field: 'nope' } })).toEqual([
      'trigger.field:eventFieldUnknown',
    ]);
    expect(
      await bad({ ...mailRule, action: { ...mailRule.action, role: 'operator', to: 'a@example.com' } }),
    ).toEqual(['action.to:eventRecipientRequired']);
    expect(await bad({ ...mailRule, trigger: { kind: 'schedule', schedule: { every: 1000 } } })).toEqual([
      'trigger.schedule:scheduleTooFrequent',
    ]);
    expect(await bad({ ...mailRule, trigger: { kind: 'sometimes' } })).toHaveLength(1);
    expect(
      (await call(t, 'GET', '/events/rules/00000000-0000-4000-8000-000000000000', 'administrator'))
        .statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', '/events/activity', 'basic')).statusCode).toBe(403);
    expect((await call(t, 'POST', '/events/rules', 'basic', mailRule)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/events/runs')).statusCode).toBe(401);
  });

  it('fires a schedule rule on its tick and lists, edits and deletes rules', async () => {
    const rule: EventRuleWrite = {
      name: 'Hourly ping',
      document: 'bank-account',
      trigger: { kind: 'schedule', schedule: { every: 3_600_000 } },
      action: { kind: 'webhook', url: receiver.url },
      enabled: true,
    };
    const created = (await call(t, 'POST', '/events/rules', 'administrator', rule)).json().data;
    expect(created.nextRunAt).toBeTypeOf('number');
    const { fireDueSchedules } = await import('./rules.service');
    await fireDueSchedules(t.deps);
    expect(await fireDueSchedules(t.deps)).toBe(0); // the occurrence was claimed once
    await waitFor(async () => (await runsOf(created.id))[0]?.status === 'succeeded', 'the scheduled run');
    const got = (await call(t, 'GET', `/events/rules/${created.id}`, 'administrator')).json().data;
    expect(got.nextRunAt).toBeGreaterThan(created.nextRunAt);

    const list = (await call(t, 'GET', '/events/rules?document=bank-account', 'administrator')).json();
    expect(list.total).toBeGreaterThanOrEqual(5);
    expect((await call(t, 'DELETE', `/events/rules/${created.id}`, 'administrator')).statusCode).toBe(204);
    expect((await call(t, 'DELETE', `/events/rules/${created.id}`, 'administrator')).statusCode).toBe(404);
  }, 30_000);
});

describe('event templates', () => {
  it('fills placeholders, escapes values in HTML and keeps a subject on one line', () => {
    const values = { bankName: '<b>Bank & "Co"</b>', n: 3 };
    expect(renderText('Hi {{ bankName }} {{n}} {{missing}}!', values)).toBe('Hi <b>Bank & "Co"</b> 3 !');
    expect(renderHtml('<i>{{bankName}}</i>\nline', values)).toBe(
      '&lt;i&gt;&lt;b&gt;Bank &amp; &quot;Co&quot;&lt;/b&gt;&lt;/i&gt;<br>\nline',
    );
    expect(renderSubject('New {{bankName}}', { bankName: 'a\r\nBcc: x@example.com' })).toBe(
      'New a Bcc: x@example.com',
    );
  });
});

const redisSkip = TEST_REDIS_URL ? undefined : 'REDIS_URL / TEST_REDIS_URL is not set';
if (redisSkip) console.warn(`[skipped] event rules on the BullMQ queue: ${redisSkip}`);

describe.skipIf(Boolean(redisSkip))(`event rules on the BullMQ queue (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({
      MARKET_EXCHANGES: '',
      REDIS_URL: TEST_REDIS_URL as string,
      NOTIFY_ALLOW_PRIVATE_URLS: 'true',
    });
    admin = await adminToken(t);
    await setGrants(t, 'administrator', RESOURCE.document, [view, viewAll, create, edit, remove]);
    await setGrants(t, 'administrator', RESOURCE.collection, [view, viewAll, create, edit, remove]);
    expect((await callAs(t)('POST', '/documents', admin, CURRENCY_DOCUMENT)).statusCode).toBe(201);
    const doc = await callAs(t)('POST', '/documents', admin, BANK_ACCOUNT_DOCUMENT);
    expect(doc.statusCode, doc.body).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('relays the run written with the record through the outbox, once; a rolled-back write relays nothing', async () => {
    const call2 = callAs(t);
    const rule = await call2('POST', '/events/rules', admin, {
      name: 'Mail the desk',
      document: 'bank-account',
      trigger: { kind: 'created' },
      action: {
        kind: 'email',
        to: 'desk@example.com',
        subject: 'Opened {{bankName}}',
        body: 'Opened {{bankName}}',
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const subjectOf = (name: string) =>
      readOutbox(t.dataDir).filter(
        (m) => /^To: desk@example\.com$/m.test(m) && m.includes(`Subject: Opened ${name}`),
      );

    const id = '00000000-0000-4000-8000-000000000002';
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await records.insertRecord(trx, {
          id,
          document_code: 'bank-account',
          owner_id: null,
          data: JSON.stringify({ bankName: 'Lost', accountNumber: '99998' }),
          created_at: Date.now(),
          updated_at: Date.now(),
        });
        await fireRules(t.deps, trx, {
          document: 'bank-account',
          recordId: id,
          action: 'created',
          actorId: null,
          before: null,
          after: { bankName: 'Lost' },
          at: Date.now(),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow(/rolled back/);

    const created = await call2('POST', BANK, admin, {
      data: { bankName: 'Sacombank', accountNumber: '40001' },
    });
    expect(created.statusCode, created.body).toBe(201);
    await waitFor(() => subjectOf('Sacombank').length === 1, 'the mail through BullMQ', 20_000);
    await waitFor(
      async () =>
        (await call2('GET', `/events/runs?rule=${rule.json().data.id}`, admin)).json().data[0]?.status ===
        'succeeded',
      'the run to succeed',
    );
    await t.deps.jobs.drain(20_000);
    expect(subjectOf('Sacombank')).toHaveLength(1);
    expect(subjectOf('Lost')).toHaveLength(0);
    const runs = (await call2('GET', `/events/runs?rule=${rule.json().data.id}`, admin)).json();
    expect(runs.total).toBe(1);
  }, 60_000);
});
