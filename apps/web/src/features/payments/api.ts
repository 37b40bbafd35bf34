import type { PaymentStatus } from '@bitdata/contracts/constants';
import type { PaymentCreateInput, PaymentTransactionInput } from '@bitdata/contracts/payments';
import { PAYMENT_ENDPOINTS as API } from '@bitdata/contracts/payments.endpoints';
import { call, callData, type DataOf } from '../../api/endpoint-call';
import { endpointPrefix } from '../../api/query-keys';

/**
 * The payments API, called through its declarations in the contracts. Payments change while the
 * chain is checked, and the plans answer names the caller's current plan, so nothing is kept in the
 * local cache. A write makes every read under /payments stale, and the plans (a completed payment
 * changes which one is the member's); writes are `silent` where the form explains a refusal itself.
 */
const fresh = { cache: false } as const;
const write = { silent: true, invalidates: [endpointPrefix(API.plans)] } as const;

export type ReviewPayment = DataOf<typeof API.review>[number];

type ReviewQuery = { status: PaymentStatus; page: number; pageSize: number };
/** What the operators' review list shows: the payments waiting for a decision, first page. */
export const REVIEW_PAGE: ReviewQuery = { status: 'review', page: 1, pageSize: 50 };

export const paymentsApi = {
  plans: () => callData(API.plans, {}, fresh),
  create: (body: PaymentCreateInput) => callData(API.create, { body }, write),
  get: (paymentId: string) => callData(API.get, { params: { paymentId } }, fresh),
  /** List answers keep their envelope: the page numbers sit beside `data`. */
  mine: (page = 1, pageSize = 25) => call(API.list, { query: { page, pageSize } }, fresh),
  submit: (paymentId: string, body: PaymentTransactionInput) =>
    callData(API.transaction, { params: { paymentId }, body }, write),
  review: (query: ReviewQuery = REVIEW_PAGE) => call(API.review, { query }, fresh),
  decide: (paymentId: string, decision: 'approve' | 'reject', reason: string) =>
    callData(
      decision === 'approve' ? API.approve : API.reject,
      { params: { paymentId }, body: { reason } },
      write,
    ),
};
