import { dataOf } from './common';
import { endpoint } from './endpoint';
import { healthSchema, publicConfigSchema } from './public';

/**
 * Health and the web's public configuration: public, and answered outside the transport protocol
 * (the configuration carries the protocol's settings; load balancers ask for health).
 */
export const HEALTH_ENDPOINTS = {
  /** 200 while the database answers, 503 otherwise; operators see each component's detail. */
  health: endpoint({ method: 'GET', path: '/health', response: healthSchema }),
  /** What the web app needs before anything else: brand, links, offers, captcha and transport. */
  publicConfig: endpoint({ method: 'GET', path: '/public/config', response: dataOf(publicConfigSchema) }),
} as const;
