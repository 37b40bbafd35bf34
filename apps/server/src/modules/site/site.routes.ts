import { SITE_ENDPOINTS as API, MESSAGES } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { bearerToken } from '../auth';
import { recordPageView, submitContact } from './site.service';

/** Public site endpoints, as SITE_ENDPOINTS declares them: page-view analytics and the contact form. */
export async function siteRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.pageView, async (request) => {
    await recordPageView(deps, request.body, { ip: request.ip, token: bearerToken(request) });
    return { data: { ok: true as const } };
  });

  route(app, API.contact, async (request) => {
    await submitContact(deps, request.body, { ip: request.ip });
    return { data: { message: MESSAGES.contactSent, key: 'contactSent' } };
  });
}
