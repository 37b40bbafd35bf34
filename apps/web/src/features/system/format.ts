import type { TFunction } from 'i18next';

const UNITS = [
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
  ['seconds', 1],
] as const;

/** A span in its largest whole unit: 7260 s is "2 hours", 59 s "59 seconds". */
export function describeSpan(t: TFunction, seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  for (const [unit, size] of UNITS)
    if (s >= size || unit === 'seconds') return t(`system:time.${unit}`, { count: Math.floor(s / size) });
  return '';
}

/** "12 seconds ago", from a time in ms and the picture's own time (the server's clock). */
export const describeAgo = (t: TFunction, at: number, now: number) =>
  t('system:time.ago', { span: describeSpan(t, (now - at) / 1000) });

/** A queue's name in the reader's language; a queue this screen does not know keeps its name. */
export const queueName = (t: TFunction, queue: string) =>
  t(`system:queues.names.${queue}`, { defaultValue: queue });
