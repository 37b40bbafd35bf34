import { type PaymentNetwork, PAYMENT_REASONS as R } from '@bitdata/contracts';
import { queueMail } from '../../platform/mail/mail.jobs';
import { accountContacts, moveRole } from '../auth';
import { announce } from './invoices.service';
import { adaptersOf } from './networks';
import type { PaymentDeps } from './payments.deps';
import { reminderMail } from './payments.mail';
import * as repo from './payments.repository';
import { FREE_ROLE } from './subscription';
import { verifyOnce } from './verification.service';

type Deps = PaymentDeps;

/** Members are reminded this long before their plan ends. */
export const REMIND_BEFORE_MS = 3 * 24 * 3_600_000;

/**
 * One verification round: every payment being checked is checked again, invoices past their expiry
 * expire, and the watcher matches transfers to our addresses with open invoices by exact amount.
 */
export async function paymentsRound(deps: Deps): Promise<void> {
  for (const p of await repo.paymentsInStatus(deps.db, ['checking'])) {
    try {
      await verifyOnce(deps, p.id);
    } catch (err) {
      deps.logger.warn({ err, paymentId: p.id }, 'payments: check failed, retried next round');
    }
  }
  await expireInvoices(deps);
  await watch(deps);
}

async function expireInvoices(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  for (const p of await repo.overdueInvoices(deps.db, now)) {
    const moved = await deps.db.transaction().execute(async (trx) => {
      const ok = await repo.updatePaymentIf(trx, p.id, ['awaitingTransfer'], {
        status: 'expired',
        reason: R.expired,
        updated_at: now,
      });
      if (ok)
        await repo.insertAudit(trx, {
          paymentId: p.id,
          at: now,
          actor: 'system',
          from: 'awaitingTransfer',
          to: 'expired',
          reason: R.expired,
        });
      return ok;
    });
    if (moved) await announce(deps, await repo.findPayment(deps.db, p.id));
  }
}

/**
 * The watcher: a member need not submit the hash. A transfer of the token to our address whose amount
 * is an open (or late-watched) invoice's exact amount is attached to that invoice and checked like a
 * submitted one (a late one goes to review).
 */
async function watch(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  const open = (await repo.paymentsInStatus(deps.db, ['awaitingTransfer', 'expired'])).filter(
    (p) => Number(p.watch_until) > now,
  );
  if (open.length === 0) return;
  for (const [network, adapter] of adaptersOf(deps.config)) {
    const mine = open.filter((p) => p.network === network);
    if (mine.length === 0) continue;
    let found: Awaited<ReturnType<typeof adapter.recentTransfers>>;
    try {
      found = await adapter.recentTransfers(Math.min(...mine.map((p) => Number(p.created_at))));
    } catch (err) {
      deps.logger.warn({ err, network }, 'payments: watcher could not read recent transfers');
      continue;
    }
    for (const t of found) {
      if (t.token !== adapter.token || t.to !== adapter.payTo) continue;
      const payment = mine.find((p) => BigInt(p.amount_units) === t.value);
      if (!payment) continue;
      if (await repo.creditedBy(deps.db, network as PaymentNetwork, t.txHash)) continue;
      const moved = await deps.db.transaction().execute(async (trx) => {
        const ok = await repo.updatePaymentIf(trx, payment.id, [payment.status], {
          status: 'checking',
          tx_hash: t.txHash,
          reason: null,
          updated_at: now,
        });
        if (ok)
          await repo.insertAudit(trx, {
            paymentId: payment.id,
            at: now,
            actor: 'system',
            from: payment.status,
            to: 'checking',
            note: `found by the watcher: transaction ${t.txHash}`,
          });
        return ok;
      });
      if (!moved) continue;
      mine.splice(mine.indexOf(payment), 1);
      await verifyOnce(deps, payment.id);
    }
  }
}

/** Reminds members 3 days before their plan ends, and returns them to member when it has ended. */
export async function subscriptionsRound(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  const ending = await repo.subscriptionsToRemind(deps.db, now, REMIND_BEFORE_MS);
  const members = await accountContacts(
    deps.db,
    ending.map((s) => s.user_id),
  );
  for (const s of ending) {
    const member = members.get(s.user_id);
    if (!member) continue;
    if (await repo.markSubscription(deps.db, s.user_id, Number(s.ends_at), { reminded_at: now }))
      await queueMail(deps, reminderMail(deps.config, { ...s, ...member }));
  }
  for (const s of await repo.subscriptionsToEnd(deps.db, now)) {
    await deps.db.transaction().execute(async (trx) => {
      if (
        !(await repo.markSubscription(trx, s.user_id, Number(s.ends_at), { ended_at: now, updated_at: now }))
      )
        return;
      // only from the plan's own role: an operator who moved the member elsewhere meanwhile is not undone
      await moveRole(trx, s.user_id, [s.role_code], FREE_ROLE, now);
    });
  }
}
