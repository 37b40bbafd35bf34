import type { RealtimeHub } from '../ports';

/** The hub of deps.realtime: RealtimeHub plus a way to wait until subscriptions are live. */
export interface Hub extends RealtimeHub {
  /** Resolves once every subscription made so far receives events (Redis SUBSCRIBE confirmed). */
  ready(): Promise<void>;
}
