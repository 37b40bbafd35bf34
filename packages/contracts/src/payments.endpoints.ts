import { PERMISSION_LEVEL, type PermissionLevel, RESOURCE } from './constants/permissions';
import { endpoint } from './endpoint';
import {
  paymentCreateResponseSchema,
  paymentCreateSchema,
  paymentDecisionResponseSchema,
  paymentDecisionSchema,
  paymentDetailResponseSchema,
  paymentIdParamsSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentTransactionResponseSchema,
  paymentTransactionSchema,
  plansResponseSchema,
  reviewPaymentListResponseSchema,
} from './payments';

const payment = (level: PermissionLevel) => ({ resource: RESOURCE.payment, level });

/**
 * Plans and payments. Members see and pay their own; operators (payment: view all, edit) list every
 * member's payments and decide those in review. The plans are public and name the caller's own plan
 * when one is signed in.
 */
export const PAYMENT_ENDPOINTS = {
  plans: endpoint({ method: 'GET', path: '/plans', response: plansResponseSchema }),
  /** Opens an invoice: send exactly its amount to its address before it expires. */
  create: endpoint({
    method: 'POST',
    path: '/payments',
    body: paymentCreateSchema,
    status: 201,
    response: paymentCreateResponseSchema,
    access: payment(PERMISSION_LEVEL.create),
  }),
  /** The member's own payments, newest first (`{ data, total, page, pageSize }`). */
  list: endpoint({
    method: 'GET',
    path: '/payments',
    query: paymentListQuerySchema,
    response: paymentListResponseSchema,
    access: payment(PERMISSION_LEVEL.view),
  }),
  /** Every member's payments, for operators (`{ data, total, page, pageSize }`). */
  review: endpoint({
    method: 'GET',
    path: '/payments/review',
    query: paymentListQuerySchema,
    response: reviewPaymentListResponseSchema,
    access: payment(PERMISSION_LEVEL.viewAll),
  }),
  /** The payment and its audit trail; another member's answers 404 unless the caller is an operator. */
  get: endpoint({
    method: 'GET',
    path: '/payments/:paymentId',
    params: paymentIdParamsSchema,
    response: paymentDetailResponseSchema,
    access: payment(PERMISSION_LEVEL.view),
  }),
  /** Names the transfer that pays the invoice (202): the chain is checked by a job. */
  transaction: endpoint({
    method: 'POST',
    path: '/payments/:paymentId/transaction',
    params: paymentIdParamsSchema,
    body: paymentTransactionSchema,
    status: 202,
    response: paymentTransactionResponseSchema,
    access: payment(PERMISSION_LEVEL.create),
  }),
  approve: endpoint({
    method: 'POST',
    path: '/payments/:paymentId/approve',
    params: paymentIdParamsSchema,
    body: paymentDecisionSchema,
    response: paymentDecisionResponseSchema,
    access: payment(PERMISSION_LEVEL.edit),
  }),
  reject: endpoint({
    method: 'POST',
    path: '/payments/:paymentId/reject',
    params: paymentIdParamsSchema,
    body: paymentDecisionSchema,
    response: paymentDecisionResponseSchema,
    access: payment(PERMISSION_LEVEL.edit),
  }),
} as const;
