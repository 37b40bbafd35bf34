/**
 * A CPU-bound task for the thread tests: spins for `ms` without yielding (as a statistic would),
 * reporting progress; `ms` 0 spins until its thread is terminated.
 */
export function spin(payload: { ms: number }, context: { progress(fraction: number): void }): void {
  const start = Date.now();
  let steps = 0;
  for (;;) {
    const elapsed = Date.now() - start;
    if (payload.ms > 0 && elapsed >= payload.ms) break;
    steps += 1;
    if (steps % 200_000 === 0 && payload.ms > 0) context.progress(elapsed / payload.ms);
  }
}

export function fail(): void {
  throw new RangeError('bad input for the thread');
}
