/**
 * Invoices, transfers and subscriptions (module payments). Same conventions as
 * platform/db/schema.ts; each table joins `Database` below, so queries anywhere are typed by it.
 */
declare module '../../platform/db/schema' {
  interface Database {
    payments: PaymentsTable;
    payment_audit: PaymentAuditTable;
    payment_transfers: PaymentTransfersTable;
    payment_amounts: PaymentAmountsTable;
    subscriptions: SubscriptionsTable;
  }
}

/** An invoice and its transfer (migration 0520); money as decimal strings, token amounts as bigint text. */
export interface PaymentsTable {
  id: string;
  user_id: string;
  plan_code: string;
  role_code: string;
  months: number;
  network: string;
  coin: string;
  amount: string;
  amount_units: string;
  token_decimals: number;
  address: string;
  token_contract: string | null;
  status: string;
  reason: string | null;
  tx_hash: string | null;
  /** the transfer's position in its transaction, once seen */
  log_index: number | null;
  binance_id: string | null;
  received_amount: string | null;
  confirmations: number | null;
  required_confirmations: number;
  created_at: number;
  expires_at: number;
  watch_until: number;
  updated_at: number;
  completed_at: number | null;
  starts_at: number | null;
  ends_at: number | null;
}

/** Every change of a payment's state: who (member, operator, system), when, why. */
export interface PaymentAuditTable {
  id: string;
  payment_id: string;
  at: number;
  actor: string;
  actor_id: string | null;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  note: string | null;
}

/** Credited transfers; the key (network, tx_hash, log_index) credits a transfer once. */
export interface PaymentTransfersTable {
  network: string;
  tx_hash: string;
  log_index: number;
  payment_id: string;
  amount_units: string;
  credited_at: number;
}

/** Exact amounts reserved per network and address while an invoice (and its late watch) is open. */
export interface PaymentAmountsTable {
  network: string;
  address: string;
  amount: string;
  payment_id: string;
  until: number;
}

/** A member's running plan: start and end payment dates; reminded_at (3 days before), ended_at (back to member). */
export interface SubscriptionsTable {
  user_id: string;
  plan_code: string;
  role_code: string;
  starts_at: number;
  ends_at: number;
  reminded_at: number | null;
  ended_at: number | null;
  updated_at: number;
}
