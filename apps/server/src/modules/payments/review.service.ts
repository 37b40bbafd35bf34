import { PAYMENT_REASONS as R } from '@bitdata/contracts';
import { AppError } from '../../platform/errors';
import { accountContacts } from '../auth';
import { announce } from './invoices.service';
import { paymentDto } from './payment-dto';
import type { Caller, PaymentDeps } from './payments.deps';
import * as repo from './payments.repository';
import { credit } from './verification.service';

type Deps = PaymentDeps;

/** Operators' list: every member's payments, those in review unless another state is asked. */
export async function listForOperators(
  deps: Deps,
  query: { page: number; pageSize: number; status?: string },
) {
  const { rows, total } = await repo.pageOfPayments(
    deps.db,
    { status: query.status ?? 'review' },
    query.page,
    query.pageSize,
  );
  const members = await accountContacts(
    deps.db,
    rows.map((r) => r.user_id),
  );
  return {
    data: rows.map((r) => ({ ...paymentDto(r), username: members.get(r.user_id)?.username ?? '' })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function inReview(deps: Deps, paymentId: string) {
  const payment = await repo.findPayment(deps.db, paymentId);
  if (!payment) throw AppError.of('NOT_FOUND', 'notFound');
  if (payment.status !== 'review') throw AppError.of('PAYMENT_NOT_IN_REVIEW', 'paymentNotInReview');
  return payment;
}

/**
 * An operator accepts a payment in review (an under- or over-payment they settled, a late transfer):
 * it completes like a verified one, crediting its transfer once, with the operator and reason audited.
 */
export async function approvePayment(deps: Deps, auth: Caller, paymentId: string, reason: string) {
  const payment = await inReview(deps, paymentId);
  const ok = await credit(
    deps,
    payment,
    {
      logIndex: payment.log_index ?? 0,
      value: BigInt(payment.amount_units),
      confirmations: payment.confirmations,
    },
    { actor: 'operator', actorId: auth.user.id, from: ['review'], reason: R.approved, note: reason },
  );
  if (!ok) {
    // the transfer credited another payment meanwhile: never twice
    const credited = await repo.creditedBy(deps.db, payment.network, payment.tx_hash ?? '');
    if (credited && credited.payment_id !== payment.id) throw AppError.of('PAYMENT_TX_USED', 'paymentTxUsed');
    throw AppError.of('PAYMENT_NOT_IN_REVIEW', 'paymentNotInReview');
  }
  return paymentDto((await repo.findPayment(deps.db, paymentId)) as repo.PaymentRow);
}

export async function rejectPayment(deps: Deps, auth: Caller, paymentId: string, reason: string) {
  const payment = await inReview(deps, paymentId);
  const now = deps.clock.now();
  const moved = await deps.db.transaction().execute(async (trx) => {
    const ok = await repo.updatePaymentIf(trx, payment.id, ['review'], {
      status: 'rejected',
      reason: R.rejectedByOperator,
      updated_at: now,
    });
    if (!ok) return false;
    await repo.insertAudit(trx, {
      paymentId: payment.id,
      at: now,
      actor: 'operator',
      actorId: auth.user.id,
      from: 'review',
      to: 'rejected',
      reason: R.rejectedByOperator,
      note: reason,
    });
    await repo.releaseAmount(trx, payment.id);
    return true;
  });
  if (!moved) throw AppError.of('PAYMENT_NOT_IN_REVIEW', 'paymentNotInReview');
  const after = (await repo.findPayment(deps.db, paymentId)) as repo.PaymentRow;
  await announce(deps, after);
  return paymentDto(after);
}
