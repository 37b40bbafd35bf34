import { NOTIFICATION_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { authOf } from '../auth';
import { vapidKeysOf } from './channels/web-push.keys';
import * as devices from './devices.service';

/** A member's browsers registered for Web Push; the list carries the VAPID public key. */
export async function devicesRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  // generated at the first start (not the first visitor's request), kept in DATA_DIR/vapid.json
  await vapidKeysOf(deps.config);
  route(app, API.devices, async (req) => ({ data: await devices.listDevices(deps, authOf(req)) }));
  route(app, API.addDevice, async (req) => ({
    data: await devices.registerDevice(deps, authOf(req), req.body, req.headers['user-agent']),
  }));
  route(app, API.removeDevice, async (req) => ({
    data: await devices.removeDevice(deps, authOf(req), req.params.deviceId),
  }));
}
