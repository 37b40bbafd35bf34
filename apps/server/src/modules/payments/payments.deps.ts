import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { AccessSource } from '../../platform/access-source';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import type { JobQueue } from '../../platform/jobs/job-definition';
import type { Logger } from '../../platform/logger';
import type { Hub } from '../../platform/realtime/hub';

/** What the payments services use of AppDeps (the realtime hub only to publish). */
export interface PaymentDeps {
  db: Kysely<Database>;
  config: AppConfig;
  clock: Clock;
  realtime: Pick<Hub, 'publish'>;
  logger: Logger;
  jobs: JobQueue;
  /** Whether a member's role is staff (a plan would demote staff). */
  access: AccessSource;
}

/** The signed-in caller, as the services need it (the auth guard's context satisfies it). */
export interface Caller {
  user: { id: string; role_code: string };
}
