/**
 * Document field patterns (`npm run bench -- field-pattern`): an operator's pattern runs on every
 * value a member writes, on the server's one thread. Patterns that a backtracking engine takes
 * exponential time on are checked against the longest value a pattern is run on (a's ending without
 * a match), next to a plain pattern on the same value, measured in the same run as the baseline.
 * Goal: p99 under 100 ms for each pattern; the ratio to the baseline shows what the pattern itself
 * costs whatever else the machine runs. BENCH_RUNS sets the measured checks per pattern (default 200,
 * after 20 warm-up checks).
 */
import os from 'node:os';
import { FIELD_PATTERN_LIMITS, fieldPatternRefusal } from '@bitdata/contracts/backoffice/field-pattern';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 200));
const WARM = 20;
const GOAL_MS = 100;
const BASELINE = 'a+b';
const PATTERNS = ['(a+)+b', '(a|a)*b', '(a|aa)+$', '(.*a){20}'];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

function measure(pattern: string, value: string): { p50: number; p99: number } {
  for (let i = 0; i < WARM; i += 1) fieldPatternRefusal(pattern, value);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    fieldPatternRefusal(pattern, value);
    times.push(performance.now() - start);
  }
  return { p50: pct(times, 50), p99: pct(times, 99) };
}

export default async function fieldPatternBench(): Promise<void> {
  const value = `${'a'.repeat(FIELD_PATTERN_LIMITS.inputLength - 1)}!`;
  const base = measure(BASELINE, value);
  console.log(
    `${value.length} characters, ${RUNS} checks each, load ${os.loadavg()[0].toFixed(2)}\n` +
      `baseline ${BASELINE.padEnd(10)} p50 ${base.p50.toFixed(3)} ms p99 ${base.p99.toFixed(3)} ms`,
  );
  let met = true;
  for (const pattern of PATTERNS) {
    const m = measure(pattern, value);
    const ok = m.p99 < GOAL_MS;
    met &&= ok;
    console.log(
      `${pattern.padEnd(19)} p50 ${m.p50.toFixed(3)} ms p99 ${m.p99.toFixed(3)} ms ` +
        `(x${(m.p50 / base.p50).toFixed(1)} baseline) ${ok ? 'meets' : 'MISSES'} p99 < ${GOAL_MS} ms`,
    );
  }
  if (!met) process.exitCode = 1;
}
