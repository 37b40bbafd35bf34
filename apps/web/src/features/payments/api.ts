import type { PaymentStatus } from '@bitdata/contracts/constants';
import type { PaymentCreateInput, PaymentTransactionInput } from '@bitdata/contracts/payments';
import { PAYMENT_ENDPOINTS as API } from '@bitdata/contracts/payments.endpoints';
import { call, callData, type DataOf } from '../../api/endpoint-call';

/**
 * The payments API, called through its declarations in the contracts. Payments change while the
 * chain is checked, and the plans answer names the caller's current plan, so nothing is kept in the
 * local cache. Writes name the "payment" document, so screens whose query keys hold it read again
 * after them; they are `silent` where the form explains a refusal itself.
 */
const fresh = { cache: false } as const;
const write = { silent: true, document: 'payment' } as const;

export type ReviewPayment = DataOf<typeof API.review>[number];

export const paymentsApi = {
  plans: () => callData(API.plans, {}, fresh),
  create: (body: PaymentCreateInput) => callData(API.create, { body }, write),
  get: (paymentId: string) => callData(API.get, { params: { paymentId } }, fresh),
  /** List answers keep their envelope: the page numbers sit beside `data`. */
  mine: (page = 1, pageSize = 25) => call(API.list, { query: { page, pageSize } }, fresh),
  submit: (paymentId: string, body: PaymentTransactionInput) =>
    callData(API.transaction, { params: { paymentId }, body }, write),
  review: (status: PaymentStatus = 'review', page = 1, pageSize = 50) =>
    call(API.review, { query: { status, page, pageSize } }, fresh),
  decide: (paymentId: string, decision: 'approve' | 'reject', reason: string) =>
    callData(
      decision === 'approve' ? API.approve : API.reject,
      { params: { paymentId }, body: { reason } },
      write,
    ),
};
