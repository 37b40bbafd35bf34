/** Time source passed in deps so tests can move time (token expiry, rate-limit windows). */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };
