import type { PublicConfig } from '@bitdata/contracts/public';
import { fetchPublicConfig } from '../../api/config';
import { initI18n } from '../../i18n';

let started: Promise<PublicConfig> | undefined;

/**
 * Asks for the server's public configuration and the texts as soon as the app's code runs, before
 * React draws anything: the first paint waits for both, and each is a round trip on a phone.
 */
export function startUp(): void {
  started ??= Promise.all([fetchPublicConfig(), initI18n()]).then(([config]) => config);
  // a failure is Bootstrap's to show; until it takes the answer, nobody else listens
  started.catch(() => undefined);
}

/**
 * The configuration once the texts are ready too: the downloads startUp began, taken once (a retry
 * after a failure asks again), else new ones.
 */
export function loadStartUp(): Promise<PublicConfig> {
  const first = started;
  started = undefined;
  return first ?? Promise.all([fetchPublicConfig(), initI18n()]).then(([config]) => config);
}
