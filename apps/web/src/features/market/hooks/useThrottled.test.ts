import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottled } from './useThrottled';

describe('useThrottled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then once at the end of a window in which it was asked again', () => {
    const run = vi.fn();
    const { result } = renderHook(() => useThrottled(run, 10_000));
    act(() => result.current());
    expect(run).toHaveBeenCalledTimes(1);
    // a burst inside the window: nothing now, one call when the window ends
    act(() => {
      vi.advanceTimersByTime(3_000);
      result.current();
      vi.advanceTimersByTime(3_000);
      result.current();
    });
    expect(run).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(4_000));
    expect(run).toHaveBeenCalledTimes(2);
    // nothing asked since: nothing more
    act(() => vi.advanceTimersByTime(30_000));
    expect(run).toHaveBeenCalledTimes(2);
    act(() => result.current());
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('drops the pending call when the component goes', () => {
    const run = vi.fn();
    const { result, unmount } = renderHook(() => useThrottled(run, 10_000));
    act(() => {
      result.current();
      result.current();
    });
    unmount();
    act(() => vi.advanceTimersByTime(20_000));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
