import { z } from 'zod';
import { dataOf, pageOf, pageQuerySchema, text } from './common';
import {
  PAID_PLAN_CODES,
  PAYMENT_ACTORS,
  PAYMENT_MONTHS,
  PAYMENT_NETWORKS,
  PAYMENT_REASON_CODES,
  PAYMENT_STATUSES,
} from './constants/payments';

/**
 * Plans and on-chain payments. Routes under /api/{prefix}:
 * GET /plans (public), POST /payments, GET /payments (own), GET /payments/{paymentId},
 * POST /payments/{paymentId}/transaction, and for operators GET /payments/review (every member's,
 * filtered by status), POST /payments/{paymentId}/approve and /reject with a reason.
 * Money is a decimal string (never a float): "4.501" USDT; dates are milliseconds since the epoch (UTC).
 */

/** A non-negative decimal string: digits, an optional point and up to 18 decimals. */
export const decimalStringSchema = z.string().regex(/^\d{1,30}(\.\d{1,18})?$/, 'invalidValue');

export const paidPlanCodeSchema = z.enum(PAID_PLAN_CODES, { message: 'invalidValue' });
export const paymentNetworkSchema = z.enum(PAYMENT_NETWORKS, { message: 'invalidValue' });
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentReasonSchema = z.enum(PAYMENT_REASON_CODES as [string, ...string[]]);

/** One line of a plan's feature list, in both languages, with isAvailable. */
export const planFeatureSchema = z.object({
  en: z.string(),
  vi: z.string(),
  isAvailable: z.boolean(),
});
export type PlanFeature = z.infer<typeof planFeatureSchema>;

/** The free plan's and each paid plan's limits (the screener's plans table). null = unlimited. */
export const planLimitsSchema = z.object({
  filterLimit: z.number().int().nullable(),
  notificationLimit: z.number().int().nullable(),
  deviceLimit: z.number().int().nullable(),
  intervals: z.array(z.string()),
});

/**
 * One plan of GET /plans. Prices are per month before tax; `yearlyPrice` is 12 months with the
 * yearly discount (saleOff) applied; `*WithTax` add the tax rate. All decimal strings in USDT.
 */
export const planSchema = z.object({
  code: z.enum(['member', ...PAID_PLAN_CODES]),
  /** the role the plan gives (spec: package = role id): member, basic, midium, premium */
  role: z.string(),
  monthlyPrice: decimalStringSchema,
  yearlyPrice: decimalStringSchema,
  monthlyPriceWithTax: decimalStringSchema,
  yearlyPriceWithTax: decimalStringSchema,
  /** the yearly discount as a decimal fraction, "0.1" = 10 % (spec: saleOff 0.1) */
  saleOff: decimalStringSchema,
  caption: z.object({ en: z.string(), vi: z.string() }),
  labelAction: z.object({ en: z.string(), vi: z.string() }),
  features: z.array(planFeatureSchema),
  limits: planLimitsSchema,
  /** the free plan (member) is not for sale */
  forSale: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** A network payments may use (its settings are complete). */
export const paymentNetworkInfoSchema = z.object({
  network: paymentNetworkSchema,
  coin: z.string(),
  /** our receiving address (EVM/TRON) or Binance account label; null for binance when not public */
  address: z.string().nullable(),
  tokenContract: z.string().nullable(),
  confirmations: z.number().int(),
});

/**
 * GET /plans (public). `networks` empty = payments are not set up on this server (the pricing page
 * says so and names the settings, see `settingsHelp`). `currentPlan` only for a signed-in caller.
 */
export const plansResponseSchema = dataOf(
  z.object({
    plans: z.array(planSchema),
    taxRate: decimalStringSchema,
    coin: z.string(),
    networks: z.array(paymentNetworkInfoSchema),
    /** settings an operator sets to offer a network, by network (shown when none is offered) */
    settingsHelp: z.record(z.string(), z.array(z.string())),
    currentPlan: z
      .object({
        code: z.string(),
        role: z.string(),
        endsAt: z.number().int().nullable(),
        /**
         * Paid plans cheaper than the one running: a payment for them is refused (409
         * PAYMENT_DOWNGRADE) until it ends at `endsAt`, so the screens do not offer them.
         */
        lowerPlans: z.array(paidPlanCodeSchema),
      })
      .nullable(),
  }),
);
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** POST /payments body. */
export const paymentCreateSchema = z.object({
  plan: paidPlanCodeSchema,
  months: z.union(PAYMENT_MONTHS.map((m) => z.literal(m)) as [z.ZodLiteral<1>, z.ZodLiteral<12>], {
    message: 'invalidValue',
  }),
  network: paymentNetworkSchema,
});
export type PaymentCreateInput = z.input<typeof paymentCreateSchema>;

/** POST /payments 201 answer: send exactly `amount` of `coin` to `address`. */
export const paymentCreatedSchema = z.object({
  paymentId: z.string(),
  amount: decimalStringSchema,
  coin: z.string(),
  network: paymentNetworkSchema,
  address: z.string(),
  tokenContract: z.string().nullable(),
  expiresAt: z.number().int(),
  status: paymentStatusSchema,
});
export const paymentCreateResponseSchema = dataOf(paymentCreatedSchema);
export type PaymentCreated = z.infer<typeof paymentCreatedSchema>;

export const paymentIdParamsSchema = z.object({ paymentId: z.uuid('invalidValue') });

/**
 * POST /payments/{paymentId}/transaction body: an EVM hash (0x + 64 hex), a TRON transaction id
 * (64 hex) or a Binance internal transfer id (digits). The server checks the form against the
 * payment's network. `binanceId`: the payer's Binance ID, kept for support only.
 */
export const paymentTransactionSchema = z.object({
  txHash: z
    .string({ message: 'paymentTxHashInvalid' })
    .trim()
    .regex(/^(0x[0-9a-fA-F]{64}|[0-9a-fA-F]{64}|\d{1,30})$/, 'paymentTxHashInvalid'),
  binanceId: text({ max: 64 }).optional(),
});
export type PaymentTransactionInput = z.input<typeof paymentTransactionSchema>;

/** 202 answer: the spec's message ("The system will check your transaction before completing the payment."). */
export const paymentTransactionResponseSchema = dataOf(
  z.object({ status: paymentStatusSchema, key: z.literal('paymentCheck'), message: z.string() }),
);

/** One audit row: who or what changed the payment, when, from which state to which, why. */
export const paymentAuditSchema = z.object({
  at: z.number().int(),
  actor: z.enum(PAYMENT_ACTORS),
  /** operator's user id when an operator acted */
  actorId: z.string().nullable(),
  fromStatus: paymentStatusSchema.nullable(),
  toStatus: paymentStatusSchema,
  reason: paymentReasonSchema.nullable(),
  note: z.string().nullable(),
});
export type PaymentAudit = z.infer<typeof paymentAuditSchema>;

/** A payment as its member (and operators) see it. */
export const paymentSchema = z.object({
  paymentId: z.string(),
  userId: z.string(),
  plan: paidPlanCodeSchema,
  /** the role the plan gives */
  role: z.string(),
  months: z.number().int(),
  network: paymentNetworkSchema,
  coin: z.string(),
  amount: decimalStringSchema,
  address: z.string(),
  tokenContract: z.string().nullable(),
  status: paymentStatusSchema,
  reason: paymentReasonSchema.nullable(),
  /** the transfer being checked or credited */
  txHash: z.string().nullable(),
  /** the payer's Binance ID as they gave it (support only) */
  binanceId: z.string().nullable(),
  /** amount actually received when it differs (review), decimal string */
  receivedAmount: decimalStringSchema.nullable(),
  confirmations: z.number().int().nullable(),
  requiredConfirmations: z.number().int(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** transfers arriving until then are still found, but go to review as late */
  watchUntil: z.number().int(),
  completedAt: z.number().int().nullable(),
  /** the subscription period this payment bought (spec: start and end payment dates) */
  startsAt: z.number().int().nullable(),
  endsAt: z.number().int().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /payments/{paymentId}: the payment and its audit trail. */
export const paymentDetailResponseSchema = dataOf(
  paymentSchema.extend({ audit: z.array(paymentAuditSchema) }),
);
export type PaymentDetail = z.infer<typeof paymentDetailResponseSchema>['data'];

/** GET /payments (own, newest first) and GET /payments/review (operators). */
export const paymentListQuerySchema = pageQuerySchema.extend({
  status: paymentStatusSchema.optional(),
});
export const paymentListResponseSchema = pageOf(paymentSchema);

/** Operators' list item: the payment with its member's e-mail. */
export const reviewPaymentSchema = paymentSchema.extend({ username: z.string() });
export const reviewPaymentListResponseSchema = pageOf(reviewPaymentSchema);

/** POST /payments/{paymentId}/approve and /reject (operators; the payment must be in review). */
export const paymentDecisionSchema = z.object({
  reason: text({ max: 500, required: 'fieldRequired', multiline: true }),
});
export type PaymentDecisionInput = z.input<typeof paymentDecisionSchema>;
export const paymentDecisionResponseSchema = dataOf(paymentSchema);
