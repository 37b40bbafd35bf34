import type { Payment, PaymentAudit } from '@bitdata/contracts';
import type { PaymentRow } from './payments.repository';

/** A payments row as the API answers it (contracts' paymentSchema). */
export const paymentDto = (p: PaymentRow): Payment => ({
  paymentId: p.id,
  userId: p.user_id,
  plan: p.plan_code as Payment['plan'],
  role: p.role_code,
  months: p.months,
  network: p.network as Payment['network'],
  coin: p.coin,
  amount: p.amount,
  address: p.address,
  tokenContract: p.token_contract,
  status: p.status as Payment['status'],
  reason: p.reason,
  txHash: p.tx_hash,
  binanceId: p.binance_id,
  receivedAmount: p.received_amount,
  confirmations: p.confirmations,
  requiredConfirmations: p.required_confirmations,
  createdAt: Number(p.created_at),
  expiresAt: Number(p.expires_at),
  watchUntil: Number(p.watch_until),
  completedAt: p.completed_at === null ? null : Number(p.completed_at),
  startsAt: p.starts_at === null ? null : Number(p.starts_at),
  endsAt: p.ends_at === null ? null : Number(p.ends_at),
});

export const auditDto = (a: {
  at: number;
  actor: string;
  actor_id: string | null;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  note: string | null;
}): PaymentAudit => ({
  at: Number(a.at),
  actor: a.actor as PaymentAudit['actor'],
  actorId: a.actor_id,
  fromStatus: a.from_status as PaymentAudit['fromStatus'],
  toStatus: a.to_status as PaymentAudit['toStatus'],
  reason: a.reason,
  note: a.note,
});
