import type { ModuleManifest } from '../../platform/module';
import { migrations } from './migrations';
import { systemRoutes } from './system.routes';

/** The operators' system screen: instances (their heartbeats), feeds, queues, consumers, database, Redis. */
export const systemModule: ModuleManifest = { name: 'system', migrations, routes: [systemRoutes] };

// The module's door: each process's heartbeat in the instance registry, started with its roles.
export { type InstanceHeartbeat, startInstanceHeartbeat } from './instance-heartbeat';
