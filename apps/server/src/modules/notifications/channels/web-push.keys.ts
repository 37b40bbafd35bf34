import type { AppConfig } from '../../../config';
import { loadVapidKeys, type VapidKeys } from '../../../platform/secrets';

/**
 * The VAPID key pair of this process, read (or generated, on the very first start) once per config:
 * the devices API hands its public half to browsers, the Web Push channel signs with it.
 */
const loaded = new WeakMap<object, Promise<VapidKeys>>();

export type VapidConfig = Pick<AppConfig, 'dataDir' | 'webPush'>;

export function vapidKeysOf(config: VapidConfig): Promise<VapidKeys & { subject: string }> {
  let keys = loaded.get(config);
  if (!keys) {
    keys = loadVapidKeys(config);
    loaded.set(config, keys);
  }
  return keys.then((k) => ({ ...k, subject: config.webPush.subject }));
}
