import {
  deviceIdParamsSchema,
  deviceListResponseSchema,
  deviceRegisterSchema,
  deviceResponseSchema,
  okSchema,
  PERMISSION_LEVEL,
  RESOURCE,
} from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { authOf, permission } from '../auth/auth.guard';
import { vapidKeysOf } from './channels/web-push.keys';
import * as devices from './devices.service';

const { view, create, delete: remove } = PERMISSION_LEVEL;

/** A member's browsers registered for Web Push; the list carries the VAPID public key. */
export async function devicesRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  // generated at the first start (not the first visitor's request), kept in DATA_DIR/vapid.json
  await vapidKeysOf(deps.config);
  app.get(
    '/notifications/devices',
    {
      config: { access: permission(RESOURCE.notification, view) },
      schema: { response: { 200: deviceListResponseSchema } },
    },
    async (req) => ({ data: await devices.listDevices(deps, authOf(req)) }),
  );

  app.post(
    '/notifications/devices',
    {
      config: { access: permission(RESOURCE.notification, create) },
      schema: { body: deviceRegisterSchema, response: { 201: deviceResponseSchema } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await devices.registerDevice(deps, authOf(req), req.body, req.headers['user-agent']) }),
  );

  app.delete(
    '/notifications/devices/:deviceId',
    {
      config: { access: permission(RESOURCE.notification, remove) },
      schema: { params: deviceIdParamsSchema, response: { 200: okSchema } },
    },
    async (req) => ({ data: await devices.removeDevice(deps, authOf(req), req.params.deviceId) }),
  );
}
