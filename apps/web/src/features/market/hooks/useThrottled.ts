import { useCallback, useEffect, useRef } from 'react';

/**
 * `run` at most once every `ms`, and once more at the end of a window in which it was asked for again:
 * the last of a burst is never dropped (a fast replay closes several candles a window, and the values
 * read after the final one must be its own). The pending call is dropped on unmount.
 */
export function useThrottled(run: () => void, ms: number): () => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => () => clearTimeout(pending.current), []);
  return useCallback(() => {
    const fire = () => {
      pending.current = undefined;
      last.current = Date.now();
      latest.current();
    };
    const wait = last.current + ms - Date.now();
    if (wait <= 0) fire();
    else pending.current ??= setTimeout(fire, wait);
  }, [ms]);
}
