import crypto from 'node:crypto';
import type { NotificationChannelCode } from '@bitdata/contracts';
import type { TestApp } from '../../../../test/harness';
import { waitFor } from '../../../../test/wait';
import { bearer, signupVerified, tokenOf } from '../../auth/auth.test-helpers';
import { deliverNotification } from '../notifications.jobs';

/**
 * Test set-up shared by the channels' delivery tests: a basic member with a filter, a stored
 * notification of that filter with one queued delivery, and running that delivery's job as the
 * dispatcher would (same job, same key), so retries and states are the real ones.
 */
export async function memberWithFilter(t: TestApp, username: string, language = 'en') {
  await signupVerified(t, username);
  await t.deps.db
    .updateTable('users')
    .set({ role_code: 'basic', language })
    .where('username', '=', username)
    .execute();
  const token = await tokenOf(t, username);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/core/filters',
    headers: bearer(token),
    payload: {
      name: 'Breakout',
      entryType: 'long',
      conditionList: [{ field: 'close', operator: 'isGreaterThan', value: 0 }],
      takeProfits: [2],
      stoplosses: [1],
      exchangeId: 1,
      dataType: 3,
      interval: '1h',
    },
  });
  if (created.statusCode !== 201) throw new Error(`filter: ${created.body}`);
  const user = await t.deps.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { token, userId: user.id, filterId: created.json().data.filterId as string };
}

export const CANDLE_TIME = Date.UTC(2026, 10, 23, 12, 0, 0);
/** Notifications stored per app: each test file's first is on CANDLE_TIME, whatever ran before it. */
const candles = new WeakMap<TestApp, number>();

/**
 * A notification of the member's filter (BTCUSDT entered at 64,210.5 on the 1h candle CANDLE_TIME,
 * the next ones an hour later each) with a queued delivery on `channel`.
 */
export async function storedNotification(
  t: TestApp,
  member: { userId: string; filterId: string },
  channel: NotificationChannelCode,
): Promise<string> {
  const id = crypto.randomUUID();
  const now = t.deps.clock.now();
  const n = candles.get(t) ?? 0;
  candles.set(t, n + 1);
  await t.deps.db
    .insertInto('notifications')
    .values({
      id,
      user_id: member.userId,
      filter_id: member.filterId,
      exchange_id: 1,
      data_type: 3,
      symbol: 'BTCUSDT',
      interval_code: '1h',
      candle_time: CANDLE_TIME + 3_600_000 * n,
      kind: 'entered',
      price: 64210.5,
      values: JSON.stringify([
        { index: 0, field: 'close', operator: 'isGreaterThan', matched: true, left: 64210.5 },
      ]),
      read_at: null,
      created_at: now,
    })
    .execute();
  await t.deps.db
    .insertInto('notification_deliveries')
    .values({
      notification_id: id,
      channel,
      user_id: member.userId,
      status: 'queued',
      digest: 0,
      attempts: 0,
      error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Runs the delivery job (with its retries) to the end; the delivery row as it then stands. */
export async function runDelivery(t: TestApp, notificationId: string, channel: NotificationChannelCode) {
  await t.deps.jobs.enqueue(
    deliverNotification,
    { notificationId, channel },
    { uniqueKey: `${notificationId}:${channel}` },
  );
  // a retry waits out its backoff (2 s, 4 s ...): wait for the delivery's final state, not an idle queue
  return waitFor(
    async () => {
      const row = await t.deps.db
        .selectFrom('notification_deliveries')
        .select(['status', 'attempts', 'error'])
        .where('notification_id', '=', notificationId)
        .where('channel', '=', channel)
        .executeTakeFirstOrThrow();
      return row.status === 'queued' ? undefined : row;
    },
    `the ${channel} delivery of ${notificationId}`,
    30_000,
  );
}
