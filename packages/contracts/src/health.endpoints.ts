import { z } from 'zod';
import { dataOf } from './common';
import { endpoint } from './endpoint';
import { healthSchema, publicConfigSchema } from './public';

/**
 * The answer of an orchestrator's probe (live, ready): `ok` with 200, `down` with 503. Which part
 * failed (`checks`) is for operators only (market "view all"): it names hosts and error texts.
 */
export const probeSchema = z.object({
  data: z.object({
    status: z.enum(['ok', 'down']),
    checks: z
      .record(z.string(), z.object({ status: z.enum(['ok', 'down']), detail: z.string().optional() }))
      .optional(),
  }),
});
export type Probe = z.infer<typeof probeSchema>;

/**
 * Health and the web's public configuration: public, and answered outside the transport protocol
 * (the configuration carries the protocol's settings; load balancers ask for health).
 */
export const HEALTH_ENDPOINTS = {
  /** 200 while the database answers, 503 otherwise; operators see each component's detail. */
  health: endpoint({ method: 'GET', path: '/health', response: healthSchema }),
  /** The process answers: an orchestrator restarts an instance that stops answering this. */
  live: endpoint({ method: 'GET', path: '/health/live', response: probeSchema }),
  /**
   * The instance takes traffic: its roles have started, the database answers and holds every
   * migration, Redis answers when configured, an ingest instance has settled its feed leases, and no
   * shutdown has begun. 503 else.
   */
  ready: endpoint({ method: 'GET', path: '/health/ready', response: probeSchema }),
  /** What the web app needs before anything else: brand, links, offers, captcha and transport. */
  publicConfig: endpoint({ method: 'GET', path: '/public/config', response: dataOf(publicConfigSchema) }),
} as const;
