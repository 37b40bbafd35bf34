import {
  PAYMENT_EVENT,
  PAYMENT_OPEN_STATUSES,
  type PaymentStatus,
  userChannel,
} from '@bitdata/contracts/constants';
import type { Payment } from '@bitdata/contracts/payments';
import { PAYMENT_ENDPOINTS as API } from '@bitdata/contracts/payments.endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authApi } from '../../api/endpoints';
import { endpointKey } from '../../api/query-keys';
import { useRealtimeChannel } from '../../app/realtime/RealtimeProvider';
import { useAuth } from '../auth';
import { paymentsApi, REVIEW_PAGE } from './api';

/** Keys of the payments endpoints: a payment's write makes /payments and /plans stale (api.ts). */
export const paymentKeys = {
  plans: endpointKey(API.plans, {}),
  one: (paymentId: string) => endpointKey(API.get, { params: { paymentId } }),
  mine: (page: number, pageSize: number) => endpointKey(API.list, { query: { page, pageSize } }),
  review: endpointKey(API.review, { query: REVIEW_PAGE }),
};

/** Without a live channel an open payment is asked for this often, so a verdict shows within seconds. */
export const POLL_MS = 3_000;
/** With the channel live, a slow check still catches an update whose event was missed. */
const SAFETY_POLL_MS = 15_000;

const isOpen = (status: PaymentStatus) => (PAYMENT_OPEN_STATUSES as readonly string[]).includes(status);

export const usePlans = () => useQuery({ queryKey: paymentKeys.plans, queryFn: paymentsApi.plans });

/**
 * One payment, kept current while it is open: the server publishes every change on the member's own
 * channel (`user:<id>`, payment.updated), and the payment is read again then; without a live channel
 * it is polled until it is final or in review.
 */
export function usePayment(paymentId: string | null) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = paymentKeys.one(paymentId ?? '');
  const channel = useRealtimeChannel(paymentId && user ? userChannel(user.id) : null, (event, data) => {
    // The event carries the payment without its audit trail: the detail is read again, at once.
    if (event === PAYMENT_EVENT && (data as Payment | null)?.paymentId === paymentId)
      void queryClient.invalidateQueries({ queryKey: key });
  });
  return useQuery({
    queryKey: key,
    queryFn: () => paymentsApi.get(paymentId ?? ''),
    enabled: Boolean(paymentId),
    refetchInterval: (q) => {
      const payment = q.state.data;
      if (!payment || !isOpen(payment.status)) return false;
      return channel === 'live' ? SAFETY_POLL_MS : POLL_MS;
    },
  });
}

export const useMyPayments = (page: number, pageSize: number) =>
  useQuery({ queryKey: paymentKeys.mine(page, pageSize), queryFn: () => paymentsApi.mine(page, pageSize) });

export const useReviewPayments = (enabled: boolean) =>
  useQuery({ queryKey: paymentKeys.review, queryFn: () => paymentsApi.review(), enabled });

/**
 * A completed payment changed the member's role: their menus, grants and limits are read again at
 * once (the session's user from /auth/me, every screen's data from the one query client), so the
 * sidebar and the plan's limits follow without a new login.
 */
export function useRefreshAfterUpgrade() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useCallback(async () => {
    const user = await authApi.me();
    updateUser(user);
    await queryClient.invalidateQueries();
  }, [queryClient, updateUser]);
}
