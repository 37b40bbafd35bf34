import { describe, expect, it } from 'vitest';
import { ScratchBuffers } from './scratch-buffers';

describe('scratch buffers', () => {
  it('hands a released buffer to the next lease, zeroed, and a fresh one while it is taken', () => {
    const buffers = new ScratchBuffers();
    const first = buffers.lease();
    const a = first.take(1_000);
    a.fill(7);
    // taken and not released: another lease gets its own memory
    const other = buffers.lease();
    expect(other.take(1_000).buffer).not.toBe(a.buffer);
    first.release();
    const again = buffers.lease().take(600);
    expect(again.buffer).toBe(a.buffer);
    expect(again.length).toBe(600);
    expect(again.every((x) => x === 0)).toBe(true);
  });

  it('takes a larger buffer when a kept one is too small, and keeps at most `keep` free', () => {
    const buffers = new ScratchBuffers(1);
    const lease = buffers.lease();
    const small = lease.take(10);
    const big = lease.take(100);
    lease.release();
    // one kept: the small one (released first); a bigger request cannot use it
    const next = buffers.lease();
    expect(next.take(50).buffer).not.toBe(big.buffer);
    expect(next.take(10).buffer).toBe(small.buffer);
  });
});
