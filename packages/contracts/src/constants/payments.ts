/**
 * Plans and on-chain payments, the constants side (no zod): networks, payment states,
 * reasons and error codes shared by the server and the web.
 */

/** Plans for sale and the role each one gives (package = role id; middle's role is "midium"). */
export const PAID_PLAN_CODES = ['basic', 'middle', 'premium'] as const;
export type PaidPlanCode = (typeof PAID_PLAN_CODES)[number];
export const PLAN_ROLE = { basic: 'basic', middle: 'midium', premium: 'premium' } as const satisfies Record<
  PaidPlanCode,
  string
>;

/** Months a payment may buy (monthly, or yearly with the plan's discount). */
export const PAYMENT_MONTHS = [1, 12] as const;
export type PaymentMonths = (typeof PAYMENT_MONTHS)[number];

/** bsc (BEP-20), ethereum (ERC-20), tron (TRC-20), binance (internal transfer to our Binance account). */
export const PAYMENT_NETWORKS = ['bsc', 'ethereum', 'tron', 'binance'] as const;
export type PaymentNetwork = (typeof PAYMENT_NETWORKS)[number];

/** The coin every plan is paid in. */
export const PAYMENT_COIN = 'USDT';

/**
 * Payment states: awaitingTransfer (invoice open, nothing submitted or found yet),
 * checking (a transfer is being verified on its chain), completed (credited, plan given), review
 * (an operator decides: under/over-payment, late, unmatched), rejected (with a reason), expired
 * (no transfer found in time).
 */
export const PAYMENT_STATUSES = [
  'awaitingTransfer',
  'checking',
  'completed',
  'review',
  'rejected',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** States nothing changes any more (an operator decided, or the chain did). */
export const PAYMENT_FINAL_STATUSES = [
  'completed',
  'rejected',
  'expired',
] as const satisfies readonly PaymentStatus[];
/** States in which the member may submit a transaction hash; also `expired` until the payment's watchUntil (it then goes to review as late). */
export const PAYMENT_OPEN_STATUSES = [
  'awaitingTransfer',
  'checking',
] as const satisfies readonly PaymentStatus[];

/**
 * Why a payment is where it is (payment.reason), from the last check of its transfer or from an
 * operator. "Held" reasons keep it checking (it may still succeed); "refused" reasons send the
 * transfer away and leave the invoice open for another hash; review reasons wait for an operator.
 */
export const PAYMENT_REASONS = {
  // held: checked again on the next round
  notFound: 'notFound',
  confirmations: 'confirmations',
  reorg: 'reorg',
  chainUnavailable: 'chainUnavailable',
  // refused: the transfer is not this invoice's
  reverted: 'reverted',
  wrongChain: 'wrongChain',
  wrongToken: 'wrongToken',
  wrongRecipient: 'wrongRecipient',
  beforeInvoice: 'beforeInvoice',
  alreadyUsed: 'alreadyUsed',
  // review: an operator decides
  amountMismatch: 'amountMismatch',
  late: 'late',
  // operator decisions and the clock
  approved: 'approved',
  rejectedByOperator: 'rejectedByOperator',
  expired: 'expired',
} as const;
export type PaymentReason = (typeof PAYMENT_REASONS)[keyof typeof PAYMENT_REASONS];
export const PAYMENT_REASON_CODES = Object.values(PAYMENT_REASONS) as PaymentReason[];

/** Who made an audit row: the member, an operator, or the system (verifier, watcher, clock). */
export const PAYMENT_ACTORS = ['member', 'operator', 'system'] as const;
export type PaymentActor = (typeof PAYMENT_ACTORS)[number];

/**
 * Error codes of refused payment requests (AppError codes; the message key in parentheses):
 * 409 PAYMENT_NETWORK_UNAVAILABLE (paymentNetworkUnavailable) the network's settings are incomplete;
 * 409 PAYMENT_DOWNGRADE (paymentDowngrade) a lower plan while a higher one runs;
 * 409 PAYMENT_NOT_OPEN (paymentNotOpen) a hash for a payment that is final or in review;
 * 409 PAYMENT_TX_USED (paymentTxUsed) the transfer already credited a payment;
 * 409 PAYMENT_NOT_IN_REVIEW (paymentNotInReview) an operator decision on a payment not in review;
 * 400 VALIDATION (paymentTxHashInvalid) a hash that is not of the network's form.
 */
export const PAYMENT_ERROR = {
  networkUnavailable: 'PAYMENT_NETWORK_UNAVAILABLE',
  downgrade: 'PAYMENT_DOWNGRADE',
  notOpen: 'PAYMENT_NOT_OPEN',
  txUsed: 'PAYMENT_TX_USED',
  notInReview: 'PAYMENT_NOT_IN_REVIEW',
} as const;

/** Realtime: a member's payment changed (channel `user:{id}`), data = the payment detail. */
export const PAYMENT_EVENT = 'payment.updated';
