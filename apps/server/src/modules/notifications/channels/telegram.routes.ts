import { NOTIFICATION_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors';
import type { AppInstance } from '../../../platform/http/app-instance';
import { route } from '../../../platform/http/endpoint-route';
import { authOf } from '../../auth';
import { newTelegramLink } from './telegram.link';

/**
 * A fresh one-time t.me link for the member (the settings answer carries one too; unlinking is a
 * settings change). 400 CHANNEL_NOT_CONFIGURED while the server has no bot.
 */
export async function telegramRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.telegramLink, async (req) => {
    const linkUrl = await newTelegramLink(deps, authOf(req).user.id);
    if (!linkUrl) throw AppError.of('CHANNEL_NOT_CONFIGURED', 'channelNotConfigured');
    return { data: { linked: false, linkUrl } };
  });
}
