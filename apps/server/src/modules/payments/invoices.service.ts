import crypto from 'node:crypto';
import {
  MESSAGES,
  PAID_PLAN_CODES,
  PAYMENT_COIN,
  PAYMENT_EVENT,
  type PaymentCreated,
  type PaymentCreateInput,
  type PaymentNetwork,
  type PaymentTransactionInput,
  PLAN_ROLE,
  userChannel,
} from '@bitdata/contracts';
import { AppError } from '../../platform/errors';
import { findPayingMember } from '../auth';
import { findPlan } from '../screener';
import { AMOUNT_DECIMALS, formatUnits, invoiceUnits, priceCents, tokenUnits } from './money';
import { adaptersOf } from './networks';
import { auditDto, paymentDto } from './payment-dto';
import type { Caller, PaymentDeps } from './payments.deps';
import { verifyPayment } from './payments.jobs';
import * as repo from './payments.repository';
import { isDowngrade, runningPlan } from './subscription';

type Deps = PaymentDeps;

/** Offsets of k thousandths of a USDT (1..999) that make each open invoice's amount unique per address. */
const MAX_OFFSET = 999;
const RESERVE_ATTEMPTS = 20;
const PICK_AMONG = 10;

/** States a member may still submit a transfer in; an expired invoice also, until its late watch ends. */
const SUBMITTABLE = ['awaitingTransfer', 'checking', 'expired'];

/** What a transaction id looks like on each network. */
const TX_FORM: Record<PaymentNetwork, RegExp> = {
  bsc: /^0x[0-9a-f]{64}$/,
  ethereum: /^0x[0-9a-f]{64}$/,
  tron: /^[0-9a-f]{64}$/,
  binance: /^\d{1,30}$/,
};

export const normalizeTxHash = (network: PaymentNetwork, txHash: string) => {
  const lower = txHash.trim().toLowerCase();
  return network === 'tron' ? lower.replace(/^0x/, '') : lower;
};

/** Tells the member's open pages (payment screen, history) that a payment changed. */
export async function announce(
  deps: Pick<PaymentDeps, 'realtime' | 'logger'>,
  payment: repo.PaymentRow | undefined,
) {
  if (!payment) return;
  try {
    await deps.realtime.publish({
      channel: userChannel(payment.user_id),
      type: PAYMENT_EVENT,
      data: paymentDto(payment),
    });
  } catch (err) {
    deps.logger.warn({ err, paymentId: payment.id }, 'payments: could not announce a change');
  }
}

async function ownPayment(deps: Deps, auth: Caller, paymentId: string) {
  const payment = await repo.findPayment(deps.db, paymentId);
  // another member's payment answers as if it did not exist
  if (!payment || payment.user_id !== auth.user.id) throw AppError.of('NOT_FOUND', 'notFound');
  return payment;
}

/**
 * A new invoice: the plan's price for the months (rounded once, to cents), plus a unique offset of
 * k thousandths reserved on the network's receiving address until the late watch ends, so the amount
 * of a transfer names one invoice. Refuses a lower plan while a higher one runs.
 */
export async function createInvoice(
  deps: Deps,
  auth: Caller,
  input: { plan: PaymentCreateInput['plan']; months: 1 | 12; network: PaymentNetwork },
): Promise<PaymentCreated> {
  const adapter = adaptersOf(deps.config).get(input.network);
  if (!adapter) throw AppError.of('PAYMENT_NETWORK_UNAVAILABLE', 'paymentNetworkUnavailable');
  const user = await findPayingMember(deps, auth.user.id);
  // staff keep their role: a plan would demote them
  if (!user || user.is_staff) throw AppError.of('FORBIDDEN', 'forbidden');
  const plan = await findPlan(deps.db, input.plan);
  if (!plan?.monthly_price || !(PAID_PLAN_CODES as readonly string[]).includes(plan.code))
    throw AppError.of('NOT_FOUND', 'notFound');
  const now = deps.clock.now();
  const running = await runningPlan(deps.db, user.id, now);
  if (isDowngrade(running, { code: plan.code, monthlyPrice: plan.monthly_price }))
    throw AppError.of('PAYMENT_DOWNGRADE', 'paymentDowngrade');
  let decimals: number;
  try {
    decimals = await adapter.tokenDecimals();
  } catch (err) {
    deps.logger.warn({ err, network: input.network }, 'payments: token decimals unavailable');
    throw AppError.of('UNAVAILABLE', 'paymentNetworkUnavailable');
  }
  const cents = priceCents({
    monthlyPrice: plan.monthly_price,
    months: input.months,
    saleOff: plan.sale_off,
    taxRate: deps.config.payments.taxRate,
  });
  const settings = deps.config.payments[input.network];
  const address = settings.payTo as string;
  const tokenContract = 'token' in settings ? (settings.token ?? null) : null;
  const expiresAt = now + deps.config.payments.invoiceMs;
  const watchUntil = expiresAt + deps.config.payments.lateWatchMs;
  const id = crypto.randomUUID();
  for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt++) {
    const taken = await repo.reservedAmounts(deps.db, input.network, adapter.payTo, now);
    const free: number[] = [];
    for (let k = 1; k <= MAX_OFFSET; k++)
      if (!taken.has(formatUnits(invoiceUnits(cents, k), AMOUNT_DECIMALS))) free.push(k);
    // one of the smallest free offsets (the member pays at most cents more); a random one among them
    // so invoices created at the same moment rarely pick the same and retry
    const offset = free[crypto.randomInt(Math.max(1, Math.min(PICK_AMONG, free.length)))];
    if (offset === undefined) break;
    const units = invoiceUnits(cents, offset);
    const amount = formatUnits(units, AMOUNT_DECIMALS);
    try {
      await deps.db.transaction().execute(async (trx) => {
        await repo.insertPayment(trx, {
          id,
          user_id: user.id,
          plan_code: plan.code,
          role_code: PLAN_ROLE[plan.code as keyof typeof PLAN_ROLE],
          months: input.months,
          network: input.network,
          coin: PAYMENT_COIN,
          amount,
          amount_units: tokenUnits(units, decimals).toString(),
          token_decimals: decimals,
          address,
          token_contract: tokenContract,
          status: 'awaitingTransfer',
          reason: null,
          tx_hash: null,
          log_index: null,
          binance_id: null,
          received_amount: null,
          confirmations: null,
          required_confirmations: adapter.confirmations,
          created_at: now,
          expires_at: expiresAt,
          watch_until: watchUntil,
          updated_at: now,
          completed_at: null,
          starts_at: null,
          ends_at: null,
        });
        // the primary key (network, address, amount) refuses an amount another invoice took meanwhile
        await repo.reserveAmount(trx, {
          network: input.network,
          address: adapter.payTo,
          amount,
          paymentId: id,
          until: watchUntil,
        });
        await repo.insertAudit(trx, {
          paymentId: id,
          at: now,
          actor: 'member',
          actorId: user.id,
          from: null,
          to: 'awaitingTransfer',
        });
      });
    } catch (err) {
      deps.logger.debug({ err }, 'payments: amount taken meanwhile, picking another');
      continue;
    }
    return {
      paymentId: id,
      amount,
      coin: PAYMENT_COIN,
      network: input.network,
      address,
      tokenContract,
      expiresAt,
      status: 'awaitingTransfer',
    };
  }
  throw new AppError(
    'UNAVAILABLE',
    'Too many open invoices on this network. Please try again in a few minutes',
  );
}

/**
 * The member gives the transaction (hash, TRON id or Binance internal transfer id): the payment is
 * checked at once by a job, then every round until final. A transfer that already credited another
 * payment is refused here; the SQL key stops the races this read cannot see.
 */
export async function submitTransaction(
  deps: Deps,
  auth: Caller,
  paymentId: string,
  input: PaymentTransactionInput,
) {
  const payment = await ownPayment(deps, auth, paymentId);
  const network = payment.network as PaymentNetwork;
  const txHash = normalizeTxHash(network, input.txHash);
  if (!TX_FORM[network].test(txHash))
    throw new AppError(
      'VALIDATION',
      MESSAGES.paymentTxHashInvalid,
      [{ path: 'txHash', key: 'paymentTxHashInvalid', message: MESSAGES.paymentTxHashInvalid }],
      'paymentTxHashInvalid',
    );
  const now = deps.clock.now();
  if (!SUBMITTABLE.includes(payment.status) || now >= Number(payment.watch_until))
    throw AppError.of('PAYMENT_NOT_OPEN', 'paymentNotOpen');
  const credited = await repo.creditedBy(deps.db, network, txHash);
  if (credited && credited.payment_id !== payment.id) throw AppError.of('PAYMENT_TX_USED', 'paymentTxUsed');
  await deps.db.transaction().execute(async (trx) => {
    const moved = await repo.updatePaymentIf(trx, payment.id, SUBMITTABLE, {
      status: 'checking',
      tx_hash: txHash,
      binance_id: input.binanceId ?? payment.binance_id,
      reason: null,
      updated_at: now,
    });
    if (!moved) throw AppError.of('PAYMENT_NOT_OPEN', 'paymentNotOpen');
    await repo.insertAudit(trx, {
      paymentId: payment.id,
      at: now,
      actor: 'member',
      actorId: auth.user.id,
      from: payment.status,
      to: 'checking',
      note: `transaction ${txHash}`,
    });
    await deps.jobs.enqueueInTransaction(
      trx,
      verifyPayment,
      { paymentId: payment.id },
      { uniqueKey: payment.id },
    );
  });
  await announce(deps, await repo.findPayment(deps.db, payment.id));
  return { status: 'checking' as const, key: 'paymentCheck' as const, message: MESSAGES.paymentCheck };
}

export async function getPayment(deps: Deps, auth: Caller, paymentId: string, staff = false) {
  const payment = staff
    ? await repo.findPayment(deps.db, paymentId)
    : await ownPayment(deps, auth, paymentId);
  if (!payment) throw AppError.of('NOT_FOUND', 'notFound');
  return { ...paymentDto(payment), audit: (await repo.auditOf(deps.db, payment.id)).map(auditDto) };
}

export async function listOwnPayments(
  deps: Deps,
  auth: Caller,
  query: { page: number; pageSize: number; status?: string },
) {
  const { rows, total } = await repo.pageOfPayments(
    deps.db,
    { userId: auth.user.id, status: query.status },
    query.page,
    query.pageSize,
  );
  return { data: rows.map(paymentDto), total, page: query.page, pageSize: query.pageSize };
}
