import { messageResponseSchema } from './auth';
import { okSchema } from './common';
import { endpoint } from './endpoint';
import { contactBodySchema, pageViewBodySchema } from './site';

/** The public site's endpoints: anyone may call them (both are rate-limited). */
export const SITE_ENDPOINTS = {
  /** Every route load records one page view. */
  pageView: endpoint({
    method: 'POST',
    path: '/analytics/page-view',
    body: pageViewBodySchema,
    status: 201,
    response: okSchema,
  }),
  /** The contact form: stored and mailed to the operators. */
  contact: endpoint({
    method: 'POST',
    path: '/contact',
    body: contactBodySchema,
    status: 201,
    response: messageResponseSchema,
  }),
} as const;
