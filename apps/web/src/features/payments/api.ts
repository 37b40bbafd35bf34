import type { PaymentStatus } from '@bitdata/contracts/constants';
import type {
  Payment,
  PaymentCreated,
  PaymentCreateInput,
  PaymentDetail,
  PaymentTransactionInput,
  PlansResponse,
  reviewPaymentSchema,
} from '@bitdata/contracts/payments';
import type { z } from 'zod';
import { api, expectData } from '../../api/client';

/**
 * Typed calls of the payments API. Payments change while the chain is checked, and the
 * plans answer names the caller's current plan, so nothing is kept in the local cache. Writes name
 * the "payment" document, so screens whose query keys hold it read again after them; they are
 * `silent` where the form explains a refusal itself.
 */
const fresh = { cache: false } as const;
const DOCUMENT = 'payment';

export type ReviewPayment = z.infer<typeof reviewPaymentSchema>;

/** A page of a list answer (`{ data, total, page, pageSize }`): the envelope is the answer here. */
interface Page<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A list answer keeps its envelope: the page numbers sit beside `data`. */
async function pageOf<T>(path: string, query: Record<string, unknown>): Promise<Page<T>> {
  const result = await api().get<T[]>(path, { ...fresh, query });
  expectData(result);
  return result.body as Page<T>;
}

const one = (paymentId: string) => `/payments/${encodeURIComponent(paymentId)}`;

export const paymentsApi = {
  plans: async () => expectData(await api().get<PlansResponse['data']>('/plans', fresh)),
  create: async (body: PaymentCreateInput) =>
    expectData(await api().post<PaymentCreated>('/payments', body, { silent: true, document: DOCUMENT })),
  get: async (paymentId: string) => expectData(await api().get<PaymentDetail>(one(paymentId), fresh)),
  mine: async (page = 1, pageSize = 25) => pageOf<Payment>('/payments', { page, pageSize }),
  submit: async (paymentId: string, body: PaymentTransactionInput) =>
    expectData(
      await api().post<{ status: PaymentStatus; key: 'paymentCheck'; message: string }>(
        `${one(paymentId)}/transaction`,
        body,
        { silent: true, document: DOCUMENT },
      ),
    ),
  review: async (status: PaymentStatus = 'review', page = 1, pageSize = 50) =>
    pageOf<ReviewPayment>('/payments/review', { status, page, pageSize }),
  decide: async (paymentId: string, decision: 'approve' | 'reject', reason: string) =>
    expectData(
      await api().post<Payment>(
        `${one(paymentId)}/${decision}`,
        { reason },
        { silent: true, document: DOCUMENT },
      ),
    ),
};
