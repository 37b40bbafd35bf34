import { type PaymentNetwork, PAYMENT_REASONS as R } from '@bitdata/contracts';
import { queueMailInTransaction } from '../../platform/mail/mail.jobs';
import { findPayingMember, stampAccount } from '../auth';
import { announce } from './invoices.service';
import { judge, type Verdict } from './judge';
import { formatUnits } from './money';
import { adaptersOf } from './networks';
import type { PaymentDeps } from './payments.deps';
import { receiptMail } from './payments.mail';
import * as repo from './payments.repository';
import { applySubscription } from './subscription';

type Deps = PaymentDeps;

/**
 * Block timestamps are whole seconds set by the block producer, and trail our clock by a second or
 * more (validators' clocks, anvil's too): a transfer counts as made after its invoice unless its
 * block is older than the invoice by more than this. An exact amount is unknown before the invoice
 * reserves it, so the slack lets no earlier payment through.
 */
export const BLOCK_TIME_SLACK_MS = 60_000;

/** Checks a payment's transfer once and moves the payment as the verdict says. Returns the verdict. */
export async function verifyOnce(deps: Deps, paymentId: string): Promise<Verdict | undefined> {
  const payment = await repo.findPayment(deps.db, paymentId);
  if (payment?.status !== 'checking' || !payment.tx_hash) return undefined;
  const adapter = adaptersOf(deps.config).get(payment.network as PaymentNetwork);
  if (!adapter) return undefined;
  const seen = await adapter.observe(payment.tx_hash);
  let verdict = judge(
    {
      amountUnits: BigInt(payment.amount_units),
      token: adapter.token,
      payTo: adapter.payTo,
      requiredConfirmations: payment.required_confirmations,
      createdAt: Number(payment.created_at) - BLOCK_TIME_SLACK_MS,
      expiresAt: Number(payment.expires_at),
    },
    seen,
  );
  if (verdict.outcome === 'credit' || verdict.outcome === 'review') {
    const credited = await repo.creditedBy(deps.db, payment.network, payment.tx_hash);
    if (credited && credited.payment_id !== payment.id)
      verdict = { outcome: 'refused', reason: R.alreadyUsed };
  }
  await apply(deps, payment, verdict);
  return verdict;
}

async function apply(deps: Deps, payment: repo.PaymentRow, verdict: Verdict): Promise<void> {
  const now = deps.clock.now();
  const base = { paymentId: payment.id, at: now, actor: 'system', from: 'checking' };
  switch (verdict.outcome) {
    case 'held': {
      if (verdict.reason === R.notFound && now >= Number(payment.watch_until)) {
        // a hash that never reached the chain while the invoice was watched: the invoice ends
        const moved = await deps.db.transaction().execute(async (trx) => {
          const ok = await repo.updatePaymentIf(trx, payment.id, ['checking'], {
            status: 'expired',
            reason: R.notFound,
            updated_at: now,
          });
          if (ok) await repo.insertAudit(trx, { ...base, to: 'expired', reason: R.notFound });
          return ok;
        });
        if (moved) await announce(deps, await repo.findPayment(deps.db, payment.id));
        return;
      }
      // no audit row for an unchanged state: only the reason and the count move
      await repo.updatePaymentIf(deps.db, payment.id, ['checking'], {
        reason: verdict.reason,
        confirmations: verdict.confirmations ?? null,
        updated_at: now,
      });
      if (payment.reason !== verdict.reason || payment.confirmations !== (verdict.confirmations ?? null))
        await announce(deps, await repo.findPayment(deps.db, payment.id));
      return;
    }
    case 'refused': {
      // the transfer is not this invoice's; the invoice stays open for another (or expires)
      const to = now >= Number(payment.expires_at) ? 'expired' : 'awaitingTransfer';
      const moved = await deps.db.transaction().execute(async (trx) => {
        const ok = await repo.updatePaymentIf(trx, payment.id, ['checking'], {
          status: to,
          reason: verdict.reason,
          updated_at: now,
        });
        if (ok)
          await repo.insertAudit(trx, {
            ...base,
            to,
            reason: verdict.reason,
            note: `transaction ${payment.tx_hash}`,
          });
        return ok;
      });
      if (moved) await announce(deps, await repo.findPayment(deps.db, payment.id));
      return;
    }
    case 'review': {
      const moved = await deps.db.transaction().execute(async (trx) => {
        const ok = await repo.updatePaymentIf(trx, payment.id, ['checking'], {
          status: 'review',
          reason: verdict.reason,
          received_amount: formatUnits(verdict.value, payment.token_decimals),
          log_index: verdict.logIndex,
          confirmations: verdict.confirmations,
          updated_at: now,
        });
        if (ok) await repo.insertAudit(trx, { ...base, to: 'review', reason: verdict.reason });
        return ok;
      });
      if (moved) await announce(deps, await repo.findPayment(deps.db, payment.id));
      return;
    }
    case 'credit': {
      await credit(
        deps,
        payment,
        { logIndex: verdict.logIndex, value: verdict.value, confirmations: verdict.confirmations },
        {
          actor: 'system',
          actorId: null,
          from: ['checking'],
          reason: null,
        },
      );
      return;
    }
  }
}

/**
 * Completes a payment and gives its plan, in one SQL transaction: the credited transfer's key
 * (network, hash, log index), the payment's state (only from `from`), the subscription and the
 * member's role, the audit row and the receipt e-mail's job. A second credit of the transfer, or a
 * payment moved meanwhile, rolls all of it back. Operators' approvals come here too.
 */
export async function credit(
  deps: Deps,
  payment: repo.PaymentRow,
  transfer: { logIndex: number; value: bigint; confirmations: number | null },
  by: {
    actor: 'system' | 'operator';
    actorId: string | null;
    from: string[];
    reason: string | null;
    note?: string;
  },
): Promise<boolean> {
  const now = deps.clock.now();
  let done = false;
  try {
    await deps.db.transaction().execute(async (trx) => {
      // the member's row first: two payments of one member completing together queue here (PostgreSQL
      // row lock; SQLite has one writer), so the second reads the subscription the first wrote
      await stampAccount(trx, payment.user_id, now);
      await repo.insertCreditedTransfer(trx, {
        network: payment.network,
        txHash: payment.tx_hash ?? '',
        logIndex: transfer.logIndex,
        paymentId: payment.id,
        amountUnits: transfer.value.toString(),
        at: now,
      });
      const period = await applySubscription(trx, {
        userId: payment.user_id,
        planCode: payment.plan_code,
        roleCode: payment.role_code,
        months: payment.months,
        now,
      });
      const moved = await repo.updatePaymentIf(trx, payment.id, by.from, {
        status: 'completed',
        reason: by.reason,
        log_index: transfer.logIndex,
        confirmations: transfer.confirmations,
        completed_at: now,
        starts_at: period.startsAt,
        ends_at: period.endsAt,
        updated_at: now,
      });
      if (!moved) throw new Error('payment moved meanwhile');
      await repo.insertAudit(trx, {
        paymentId: payment.id,
        at: now,
        actor: by.actor,
        actorId: by.actorId,
        from: payment.status,
        to: 'completed',
        reason: by.reason,
        note: by.note ?? `transaction ${payment.tx_hash} log ${transfer.logIndex}`,
      });
      await repo.releaseAmount(trx, payment.id);
      // the receipt is written with the completion: it exists once, and only if the payment completed
      const member = await findPayingMember({ db: trx, access: deps.access }, payment.user_id);
      if (member)
        await queueMailInTransaction(
          deps,
          trx,
          receiptMail(deps.config, member, {
            paymentId: payment.id,
            planCode: payment.plan_code,
            months: payment.months,
            startsAt: period.startsAt,
            endsAt: period.endsAt,
            amount: formatUnits(transfer.value, payment.token_decimals),
            coin: payment.coin,
            network: payment.network,
            txHash: payment.tx_hash ?? '',
          }),
        );
    });
    done = true;
  } catch (err) {
    const credited = await repo.creditedBy(deps.db, payment.network, payment.tx_hash ?? '');
    if (credited && credited.payment_id !== payment.id) {
      // the transfer credited another payment first: this one is refused, its invoice stays open
      const to = now >= Number(payment.expires_at) ? 'expired' : 'awaitingTransfer';
      await deps.db.transaction().execute(async (trx) => {
        if (
          await repo.updatePaymentIf(trx, payment.id, ['checking'], {
            status: to,
            reason: R.alreadyUsed,
            updated_at: now,
          })
        )
          await repo.insertAudit(trx, {
            paymentId: payment.id,
            at: now,
            actor: 'system',
            from: 'checking',
            to,
            reason: R.alreadyUsed,
          });
      });
    } else if (!credited) {
      deps.logger.warn({ err, paymentId: payment.id }, 'payments: completion failed, retried next round');
    }
  }
  await announce(deps, await repo.findPayment(deps.db, payment.id));
  return done;
}
