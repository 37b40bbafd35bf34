import { collectDefaultMetrics, Registry } from 'prom-client';

let shared: Registry | undefined;

/**
 * The process's own families (resident memory, heap, event-loop delay, CPU, handles), one registry per
 * process: they describe the process, not an app instance, and each collector starts an event-loop
 * delay monitor and a GC observer that never stop. Made at the first scrape.
 */
export function processRegistry(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}
