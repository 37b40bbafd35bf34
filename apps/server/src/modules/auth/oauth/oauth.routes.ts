import {
  AUTH_ENDPOINTS as API,
  MESSAGES,
  OAUTH_CALLBACK_PATH,
  OAUTH_START_PATH,
  oauthStartQuerySchema,
} from '@bitdata/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { route } from '../../../platform/http/endpoint-route';
import { TRANSPORT_EXEMPT } from '../../../platform/transport/transport.plugin';
import { authOf, originOf } from '../auth.guard';
import * as identities from './identities.service';
import { browserOf, ensureBrowser } from './oauth.browser';
import * as oauth from './oauth.service';

const providerParams = z.object({ provider: z.string().max(32, 'fieldTooLong') });
/** The provider's answer at the callback: OAuth parameters, each once and short. */
const callbackQuery = z.record(z.string().max(64), z.string().max(4_096, 'fieldTooLong'));

/**
 * Sign-in with outside providers. The start and the callback are browser navigations answered by
 * redirects (not JSON, outside the transport protocol), so they are registered by hand; everything
 * the web app calls is declared in the contracts.
 */
export async function oauthRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.providers, async () => ({ data: oauth.signInProviders(deps) }));

  app.get(OAUTH_START_PATH, {
    config: TRANSPORT_EXEMPT,
    schema: { params: providerParams, querystring: oauthStartQuerySchema },
    handler: async (request, reply) => {
      const { provider } = request.params as z.infer<typeof providerParams>;
      const query = request.query as z.infer<typeof oauthStartQuerySchema>;
      oauth.adapterOf(deps, provider);
      const browser = ensureBrowser(deps.config, request, reply);
      const linking = query.ticket
        ? await identities.spendTicket(deps, query.ticket, browserOf(request))
        : undefined;
      const location = await oauth.startSignIn(deps, {
        provider,
        returnTo: query.returnTo,
        linking,
        browser,
        ip: request.ip,
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(location, 302);
    },
  });

  app.get(OAUTH_CALLBACK_PATH, {
    config: TRANSPORT_EXEMPT,
    schema: { params: providerParams, querystring: callbackQuery },
    handler: async (request, reply) => {
      const { provider } = request.params as z.infer<typeof providerParams>;
      const location = await oauth.finishSignIn(deps, {
        provider,
        query: request.query as Record<string, string>,
        browser: browserOf(request),
        ip: request.ip,
      });
      reply.header('cache-control', 'no-store');
      // the callback's URL holds the provider's code: it is not passed on to the page we go to
      reply.header('referrer-policy', 'no-referrer');
      return reply.redirect(location, 302);
    },
  });

  route(app, API.oauthExchange, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      data: await oauth.exchangeCode(
        deps,
        { code: request.body.code, browser: browserOf(request) },
        originOf(request),
      ),
    };
  });

  route(app, API.oauthComplete, async (request) => {
    await identities.completeSignUp(
      deps,
      { code: request.body.code, email: request.body.email, browser: browserOf(request) },
      originOf(request),
    );
    return { data: { message: MESSAGES.oauthVerificationSent, key: 'oauthVerificationSent' } };
  });

  route(app, API.oauthLinkByMail, async (request) => {
    await identities.linkByMail(
      deps,
      { linkCode: request.body.linkCode, browser: browserOf(request) },
      originOf(request),
    );
    return { data: { message: MESSAGES.oauthLinkMailSent, key: 'oauthLinkMailSent' } };
  });

  route(app, API.oauthConfirmLink, async (request) => ({
    data: await identities.confirmLink(deps, request.body.token, originOf(request)),
  }));

  route(app, API.oauthLinkStart, async (request, reply) => {
    const browser = ensureBrowser(deps.config, request, reply);
    const url = await identities.linkStartUrl(deps, authOf(request), {
      provider: request.params.provider,
      returnTo: request.body.returnTo,
      browser,
    });
    return { data: { url } };
  });

  route(app, API.linkIdentity, async (request) => ({
    data: await identities.linkIdentity(deps, authOf(request), {
      linkCode: request.body.linkCode,
      browser: browserOf(request),
    }),
  }));

  route(app, API.identities, async (request) => ({
    data: await identities.listIdentities(deps, authOf(request)),
  }));

  route(app, API.removeIdentity, async (request) => {
    await identities.removeIdentity(deps, authOf(request), request.params.id);
    return { data: { ok: true as const } };
  });
}
