import { PAYMENT_ENDPOINTS as API, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { authOf, callerOf } from '../auth';
import * as invoices from './invoices.service';
import { listPlans } from './plans.service';
import * as review from './review.service';

/**
 * Plans and payments, as PAYMENT_ENDPOINTS declares them. Members see and pay their own; operators
 * (payment: view all, edit) list every member's payments and decide those in review.
 */
export async function paymentsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.plans, async (req) => ({ data: await listPlans(deps, await callerOf(deps, req)) }));

  route(app, API.create, async (req) => ({
    data: await invoices.createInvoice(deps, authOf(req), req.body),
  }));

  route(app, API.list, async (req) => invoices.listOwnPayments(deps, authOf(req), req.query));

  route(app, API.review, async (req) => review.listForOperators(deps, req.query));

  route(app, API.get, async (req) => {
    const auth = authOf(req);
    const staff = auth.grants[RESOURCE.payment]?.includes(PERMISSION_LEVEL.viewAll) ?? false;
    return { data: await invoices.getPayment(deps, auth, req.params.paymentId, staff) };
  });

  route(app, API.transaction, async (req) => ({
    data: await invoices.submitTransaction(deps, authOf(req), req.params.paymentId, req.body),
  }));

  route(app, API.approve, async (req) => ({
    data: await review.approvePayment(deps, authOf(req), req.params.paymentId, req.body.reason),
  }));

  route(app, API.reject, async (req) => ({
    data: await review.rejectPayment(deps, authOf(req), req.params.paymentId, req.body.reason),
  }));
}
