import { wallClockMs } from '../../../i18n/format';

/**
 * A publishing time as the operator reads and types it: the wall clock of their display zone (the
 * profile's, else the browser's), in the `datetime-local` input's form "2026-12-07T13:05:00".
 */
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant (ms) as the display zone's wall clock, to the second. */
export function wallOf(ms: number): string {
  return new Date(wallClockMs(ms)).toISOString().slice(0, 19);
}

/**
 * The instant the display zone's wall clock `wall` names; null for an unreadable text. Around a
 * summer-time change the offset of the guessed instant is checked once more, so the answer is the
 * instant that reads `wall` where one exists.
 */
export function instantOf(wall: string): number | null {
  const m = WALL.exec(wall.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const asUtc = Date.UTC(y as number, (mo as number) - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  if (Number.isNaN(asUtc)) return null;
  const first = asUtc - (wallClockMs(asUtc) - asUtc);
  const second = asUtc - (wallClockMs(first) - first);
  return wallClockMs(second) === asUtc ? second : first;
}
