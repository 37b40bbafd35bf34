/**
 * Buffers a close writes its rows in and gives back once they are stored, kept for the next close. A
 * close of 10,000 filters over 500 markets packs its matched and entered sets into two buffers of about
 * 600 KB; fresh ones are new pages from the system on every close, each page faulted in as it is first
 * written (about 0.4 ms a buffer here), then left to the collector. Reused, they are only zeroed.
 */
export class ScratchBuffers {
  private readonly free: ArrayBuffer[] = [];

  /** @param keep how many free buffers are kept (closes of several intervals may be in flight) */
  constructor(private readonly keep = 8) {}

  /** A lease: buffers taken through it come back together (`release`, once the close is stored). */
  lease(): ScratchLease {
    const taken: ArrayBuffer[] = [];
    return {
      take: (bytes) => {
        const at = this.free.findIndex((b) => b.byteLength >= bytes);
        const buffer = at >= 0 ? this.free.splice(at, 1)[0] : new ArrayBuffer(bytes);
        taken.push(buffer);
        return new Uint8Array(buffer, 0, bytes).fill(0);
      },
      release: () => {
        for (const b of taken.splice(0)) if (this.free.length < this.keep) this.free.push(b);
      },
    };
  }
}

export interface ScratchLease {
  /** `bytes` zero bytes, valid until `release`. */
  take(bytes: number): Uint8Array;
  release(): void;
}

/** Where a buffer comes from: a fresh one unless a lease is given. */
export type Allocate = (bytes: number) => Uint8Array;

export const freshBuffer: Allocate = (bytes) => new Uint8Array(bytes);
