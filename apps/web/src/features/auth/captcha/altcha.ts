import { type Challenge, type Solution, sha, solveChallenge, solveChallengeWorkers } from 'altcha/lib';
import ShaWorker from 'altcha/workers/sha?worker';

/**
 * Solves the server's proof-of-work challenge (ALTCHA v2) off the main thread and encodes the
 * answer the way the ALTCHA widget does: base64 of JSON `{ challenge, solution }`, sent as tokenGG.
 */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  let solution: Solution | null;
  if (typeof Worker === 'function') {
    const concurrency = Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2));
    solution = await solveChallengeWorkers({ challenge, concurrency, createWorker: () => new ShaWorker() });
  } else {
    solution = await solveChallenge({ challenge, deriveKey: sha.deriveKey });
  }
  if (!solution) throw new Error('captchaFailed');
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
