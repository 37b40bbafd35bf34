import {
  PERMISSION_LEVEL,
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
  RESOURCE,
  reviewPaymentListResponseSchema,
} from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { authOf, callerOf, permission } from '../auth/auth.guard';
import * as invoices from './invoices.service';
import { listPlans } from './plans.service';
import * as review from './review.service';

const { view, viewAll, create, edit } = PERMISSION_LEVEL;

/**
 * Plans and payments. Members see and pay their own; operators (payment: view all, edit)
 * list every member's payments and decide those in review.
 */
export async function paymentsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get('/plans', { schema: { response: { 200: plansResponseSchema } } }, async (req) => ({
    data: await listPlans(deps, await callerOf(deps, req)),
  }));

  app.post(
    '/payments',
    {
      config: { access: permission(RESOURCE.payment, create) },
      schema: { body: paymentCreateSchema, response: { 201: paymentCreateResponseSchema } },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await invoices.createInvoice(deps, authOf(req), req.body) }),
  );

  app.get(
    '/payments',
    {
      config: { access: permission(RESOURCE.payment, view) },
      schema: { querystring: paymentListQuerySchema, response: { 200: paymentListResponseSchema } },
    },
    async (req) => invoices.listOwnPayments(deps, authOf(req), req.query),
  );

  app.get(
    '/payments/review',
    {
      config: { access: permission(RESOURCE.payment, viewAll) },
      schema: { querystring: paymentListQuerySchema, response: { 200: reviewPaymentListResponseSchema } },
    },
    async (req) => review.listForOperators(deps, req.query),
  );

  app.get(
    '/payments/:paymentId',
    {
      config: { access: permission(RESOURCE.payment, view) },
      schema: { params: paymentIdParamsSchema, response: { 200: paymentDetailResponseSchema } },
    },
    async (req) => {
      const auth = authOf(req);
      const staff = auth.grants[RESOURCE.payment]?.includes(viewAll) ?? false;
      return { data: await invoices.getPayment(deps, auth, req.params.paymentId, staff) };
    },
  );

  app.post(
    '/payments/:paymentId/transaction',
    {
      config: { access: permission(RESOURCE.payment, create) },
      schema: {
        params: paymentIdParamsSchema,
        body: paymentTransactionSchema,
        response: { 202: paymentTransactionResponseSchema },
      },
    },
    async (req, reply) =>
      reply
        .status(202)
        .send({ data: await invoices.submitTransaction(deps, authOf(req), req.params.paymentId, req.body) }),
  );

  app.post(
    '/payments/:paymentId/approve',
    {
      config: { access: permission(RESOURCE.payment, edit) },
      schema: {
        params: paymentIdParamsSchema,
        body: paymentDecisionSchema,
        response: { 200: paymentDecisionResponseSchema },
      },
    },
    async (req) => ({
      data: await review.approvePayment(deps, authOf(req), req.params.paymentId, req.body.reason),
    }),
  );

  app.post(
    '/payments/:paymentId/reject',
    {
      config: { access: permission(RESOURCE.payment, edit) },
      schema: {
        params: paymentIdParamsSchema,
        body: paymentDecisionSchema,
        response: { 200: paymentDecisionResponseSchema },
      },
    },
    async (req) => ({
      data: await review.rejectPayment(deps, authOf(req), req.params.paymentId, req.body.reason),
    }),
  );
}
