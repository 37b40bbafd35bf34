import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, type TestApp } from '../../../test/harness';
import { mailText } from '../../../test/mail-text';
import { ensureFirstAdministrator } from '../auth/auth.service';
import { tokenOf } from '../auth/auth.test-helpers';
import { toUnits } from './money';
import { caller, createPaymentsApp } from './payments.test-helpers';
import { addMonths } from './subscription';
import { credit } from './verification.service';

const DAY = 86_400_000;
const ANN = 'ann@example.com';
const LAN = 'lan@example.com';

/**
 * A completed payment mails its receipt, once, in the member's language: plan, period, amount with
 * the language's separators, network and transaction hash. The mail job is written in the
 * completion's transaction, so a completion that rolls back (the transfer credited elsewhere, a
 * second check of the same payment) mails nothing.
 */
describe('payment receipts', () => {
  let t: TestApp & { tokens: Record<string, string> };
  // the real time (sessions are checked against it), held still while the test runs
  const start = Date.now();
  const clock = { now: () => start };
  /** A time as the member reads it: their language's long date and their zone. */
  const local = (time: number, locale: string, timeZone: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(time);
  beforeAll(async () => {
    t = await createPaymentsApp({}, clock, [ANN, LAN]);
    await t.deps.db
      .updateTable('users')
      .set({ language: 'vi', timezone: 'Asia/Ho_Chi_Minh' })
      .where('username', '=', LAN)
      .execute();
    await t.deps.db
      .updateTable('users')
      .set({ timezone: 'Europe/London' })
      .where('username', '=', ANN)
      .execute();
    await ensureFirstAdministrator(t.deps);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const userId = async (m: string) =>
    (await t.deps.db.selectFrom('users').select('id').where('username', '=', m).executeTakeFirstOrThrow()).id;

  /** A payment whose transfer was seen: `checking` (the system credits it) or `review` (an operator does). */
  async function payment(
    m: string,
    p: { plan: string; role: string; months: number; amount: string; status: string; txHash: string },
  ) {
    const id = crypto.randomUUID();
    await t.deps.db
      .insertInto('payments')
      .values({
        id,
        user_id: await userId(m),
        plan_code: p.plan,
        role_code: p.role,
        months: p.months,
        network: 'bsc',
        coin: 'USDT',
        amount: p.amount,
        amount_units: toUnits(p.amount, 18).toString(),
        token_decimals: 18,
        address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
        token_contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        status: p.status,
        reason: null,
        tx_hash: p.txHash,
        log_index: 0,
        binance_id: null,
        received_amount: null,
        confirmations: 15,
        required_confirmations: 15,
        created_at: start - 60_000,
        expires_at: start + 30 * 60_000,
        watch_until: start + DAY,
        updated_at: start,
        completed_at: null,
        starts_at: null,
        ends_at: null,
      })
      .execute();
    return t.deps.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }
  const hash = () => `0x${crypto.randomBytes(32).toString('hex')}`;
  const system = { actor: 'system' as const, actorId: null, from: ['checking'], reason: null };
  /** The receipts mailed to `m` since `before` mails were in the outbox, as text. */
  const receipts = (m: string, before: number) =>
    readOutbox(t.dataDir)
      .slice(before)
      .map(mailText)
      .filter((text) => text.includes(`To: ${m}`) && /Transaction hash|Mã giao dịch/.test(text));

  it('mails one Vietnamese receipt however many checks complete the payment at once', async () => {
    const before = readOutbox(t.dataDir).length;
    const txHash = hash();
    const row = await payment(LAN, {
      plan: 'middle',
      role: 'midium',
      months: 12,
      amount: '1054.003',
      status: 'checking',
      txHash,
    });
    const transfer = { logIndex: 0, value: BigInt(row.amount_units), confirmations: 15 };
    const done = await Promise.all([1, 2, 3, 4].map(() => credit(t.deps, row, transfer, system)));
    expect(done.filter(Boolean)).toHaveLength(1);
    // a later round sees it again: nothing more
    expect(await credit(t.deps, row, transfer, system)).toBe(false);
    // another payment naming the same transfer is refused, and mails nothing
    const copy = await payment(LAN, {
      plan: 'middle',
      role: 'midium',
      months: 1,
      amount: '5.001',
      status: 'checking',
      txHash,
    });
    expect(await credit(t.deps, copy, transfer, system)).toBe(false);
    await t.deps.jobs.start();
    await t.deps.jobs.drain();
    await t.deps.jobs.stop();

    const mails = receipts(LAN, before);
    expect(mails).toHaveLength(1);
    const text = mails[0] as string;
    expect(text).toContain('Gói: Trung cấp');
    // a year from now, in Ho Chi Minh City's time, written the Vietnamese way
    const zone = 'Asia/Ho_Chi_Minh';
    expect(text).toContain(`Thời hạn: 12 tháng, từ ${local(start, 'vi-VN', zone)}`);
    expect(text).toContain(` đến ${local(addMonths(start, 12), 'vi-VN', zone)}`);
    expect(text).toContain('Số tiền: 1.054,003 USDT');
    expect(text).toContain('Mạng: BNB Smart Chain (BEP-20)');
    expect(text).toContain(`Mã giao dịch (hash): ${txHash}`);
    expect(text).toContain('http://localhost:3000/core/user/account');
  });

  it("mails an English receipt when an operator approves a member's payment in review", async () => {
    const before = readOutbox(t.dataDir).length;
    const txHash = hash();
    const row = await payment(ANN, {
      plan: 'basic',
      role: 'basic',
      months: 1,
      amount: '3.007',
      status: 'review',
      txHash,
    });
    const admin = await tokenOf(t, 'admin@example.com', 'admin-password-123');
    const approved = await caller(t)('POST', `/payments/${row.id}/approve`, admin, {
      reason: 'late, accepted',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const again = await caller(t)('POST', `/payments/${row.id}/approve`, admin, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    await t.deps.jobs.start();
    await t.deps.jobs.drain();
    await t.deps.jobs.stop();

    const mails = receipts(ANN, before);
    expect(mails).toHaveLength(1);
    const text = mails[0] as string;
    expect(text).toContain('Plan: Basic');
    const zone = 'Europe/London';
    expect(text).toContain(`Period: 1 month, from ${local(start, 'en-GB', zone)}`);
    expect(text).toContain(` to ${local(addMonths(start, 1), 'en-GB', zone)}`);
    expect(text).toContain('Amount: 3.007 USDT');
    expect(text).toContain('Network: BNB Smart Chain (BEP-20)');
    expect(text).toContain(`Transaction hash: ${txHash}`);
    expect(text).not.toMatch(/Gói|Số tiền/);
  });
});
