import {
  contactBodySchema,
  MESSAGES,
  messageResponseSchema,
  okSchema,
  pageViewBodySchema,
} from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { bearerToken } from '../auth/auth.guard';
import { recordPageView, submitContact } from './site.service';

/** Public site endpoints: page-view analytics and the contact form. */
export async function siteRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/analytics/page-view',
    { schema: { body: pageViewBodySchema, response: { 201: okSchema } } },
    async (request, reply) => {
      await recordPageView(deps, request.body, { ip: request.ip, token: bearerToken(request) });
      return reply.status(201).send({ data: { ok: true as const } });
    },
  );

  app.post(
    '/contact',
    { schema: { body: contactBodySchema, response: { 201: messageResponseSchema } } },
    async (request, reply) => {
      await submitContact(deps, request.body, { ip: request.ip });
      return reply.status(201).send({ data: { message: MESSAGES.contactSent, key: 'contactSent' } });
    },
  );
}
