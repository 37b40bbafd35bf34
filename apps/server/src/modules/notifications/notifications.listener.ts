import crypto from 'node:crypto';
import { type IntervalCode, NOTIFICATION_CHANNELS, type NotificationChannelCode } from '@bitdata/contracts';
import type { Insertable } from 'kysely';
import { intervalMs } from '../market';
import type { ScreeningListener, ScreeningOutcome } from '../screener';
import type { ChannelDeps } from './channels/channel';
import { CHANNELS } from './channels/index';
import { notificationDto } from './notifications.dto';
import { DISPATCH_DELAY_MS, dispatchNotifications } from './notifications.jobs';
import { afterCommit, type Created } from './notifications.publish';
import * as repo from './notifications.repository';
import { channelChoices, emailModeOf } from './notifications.settings';
import type { NotificationDeliveriesTable } from './notifications.tables';

/**
 * Turns a screened close into notifications, inside the transaction that stores the close's matches
 * (screening.service.ts): the rows, their deliveries and the dispatch job commit with the matches or
 * not at all. What triggers: a market entering the match set of a filter with notifications on (and
 * leaving it, when the filter or its owner asks), unless
 * - the candle came from a backfill and is older than one interval (a reconnect is not news: no burst
 *   of stale signals), or
 * - the same market entered the same filter less than `cooldown` candles before.
 * One row per (filter, market, interval, candle time): a close screened again after a restart, or by
 * a second instance, inserts nothing and enqueues nothing.
 */
export function notificationListener(deps: ChannelDeps): ScreeningListener {
  deps.metrics?.notificationChannels(NOTIFICATION_CHANNELS);
  return async (trx, outcome) => {
    if (outcome.entered.length === 0 && outcome.left.length === 0) return;
    const step = intervalMs(outcome.interval);
    const now = deps.clock.now();
    // a backfilled candle is news only while it is the latest closed one (closed at most one interval ago)
    const stale = now - (outcome.candleTime + step) > step;
    const entered = outcome.entered.filter((e) => !(e.origin === 'backfill' && stale));
    // a leave carries no origin: outside replay (where every candle is history), a stale close's leaves are not news
    const left = stale && deps.config.market.source !== 'replay' ? [] : outcome.left;
    if (entered.length === 0 && left.length === 0) return;

    const ids = [...new Set([...entered.map((e) => e.filterId), ...left.map((l) => l.filterId)])];
    const filters = new Map((await repo.notifyingFilters(trx, ids)).map((f) => [f.id, f]));
    if (filters.size === 0) return;

    const cooling = [...filters.values()].filter(
      (f) => (f.cooldown_candles ?? f.s_cooldown_candles ?? 0) > 0,
    );
    const last =
      cooling.length > 0
        ? await repo.lastEntries(
            trx,
            outcome,
            cooling.map((f) => f.id),
            outcome.candleTime,
          )
        : new Map<string, number>();

    const rows: repo.NewNotificationRow[] = [];
    for (const e of entered) {
      const f = filters.get(e.filterId);
      if (!f) continue;
      const cooldown = f.cooldown_candles ?? f.s_cooldown_candles ?? 0;
      const previous = last.get(`${f.id}:${e.symbol}`);
      if (cooldown > 0 && previous !== undefined && outcome.candleTime - previous <= cooldown * step)
        continue;
      rows.push(row(outcome, f.owner_id, f.id, e.symbol, 'entered', e.close, JSON.stringify(e.values), now));
    }
    for (const l of left) {
      const f = filters.get(l.filterId);
      if (!f || (f.notify_on_leave ?? f.s_notify_on_leave ?? 0) !== 1) continue;
      rows.push(row(outcome, f.owner_id, f.id, l.symbol, 'left', null, '[]', now));
    }
    if (rows.length === 0) return;

    const fresh = await repo.insertNotifications(trx, rows);
    if (fresh.size === 0) return;
    const configured = new Set<NotificationChannelCode>([
      'inApp',
      ...CHANNELS.filter((c) => c.isConfigured(deps)).map((c) => c.code),
    ]);
    const deliveries: Insertable<NotificationDeliveriesTable>[] = [];
    const created: Created[] = [];
    for (const n of rows) {
      if (!fresh.has(n.id)) continue;
      const f = filters.get(n.filter_id)!;
      const on = channelChoices(f.s_channels);
      // a channel turned on but not set up would only fail: no delivery
      if (!f.s_webhook_url) on.webhook = false;
      if (!f.s_telegram_chat_id) on.telegram = false;
      const digest = emailModeOf(f.s_email_mode) === 'digest';
      const own: Insertable<NotificationDeliveriesTable>[] = [];
      for (const channel of configured) {
        if (!on[channel]) continue;
        own.push({
          notification_id: n.id,
          channel,
          user_id: n.user_id,
          status: 'queued',
          digest: channel === 'email' && digest ? 1 : 0,
          attempts: 0,
          error: null,
          created_at: now,
          updated_at: now,
        });
      }
      deliveries.push(...own);
      created.push({
        userId: n.user_id,
        item: notificationDto(
          deps.config.servicePrefix,
          { ...n, price: n.price ?? null, read_at: null, filter_name: f.name },
          own.map((d) => ({ ...d, error: null })),
        ),
        jobs: own
          .filter((d) => d.channel !== 'inApp' && d.digest === 0)
          .map((d) => d.channel as NotificationChannelCode),
      });
    }
    await repo.insertDeliveries(trx, deliveries);
    // durable: does what the after-commit step did not (the process died in between)
    await deps.jobs.enqueueInTransaction(
      trx,
      dispatchNotifications,
      { ids: created.map((c) => c.item.id) },
      { delayMs: DISPATCH_DELAY_MS },
    );
    return () => {
      for (const d of deliveries) deps.metrics?.notificationStored(d.channel);
      return afterCommit(deps, created);
    };
  };
}

function row(
  outcome: ScreeningOutcome,
  userId: string,
  filterId: string,
  symbol: string,
  kind: 'entered' | 'left',
  price: number | null,
  values: string,
  now: number,
): repo.NewNotificationRow {
  return {
    id: crypto.randomUUID(),
    user_id: userId,
    filter_id: filterId,
    exchange_id: outcome.exchangeId,
    data_type: outcome.dataType,
    symbol,
    interval_code: outcome.interval as IntervalCode,
    candle_time: outcome.candleTime,
    kind,
    price,
    values,
    read_at: null,
    created_at: now,
  };
}
