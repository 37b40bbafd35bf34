import { zipResponseText } from '@bitdata/transport';
import { describe, expect, it } from 'vitest';
import { createZipMemo } from './zip-memo';

const answer = (n: number) => JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ i, n })) });

describe('zip memo', () => {
  it('zips a kept answer once and gives every caller sent those bytes the same zipped bytes', async () => {
    let calls = 0;
    const memo = createZipMemo(async (text) => {
      calls++;
      return zipResponseText(text);
    });
    const text = answer(1);
    const kept = Buffer.from(text);
    const first = await memo(kept);
    const second = await memo(kept);
    expect(second).toBe(first);
    expect(first).toEqual(Buffer.from(await zipResponseText(text)));
    expect(calls).toBe(1);
  });

  it('zips text answers and other buffers, even of equal content, each time', async () => {
    let calls = 0;
    const memo = createZipMemo(async (text) => {
      calls++;
      return zipResponseText(text);
    });
    const text = answer(2);
    expect(await memo(text)).toBe(await zipResponseText(text));
    await memo(text);
    await memo(Buffer.from(text));
    await memo(Buffer.from(text));
    expect(calls).toBe(4);
  });

  it('forgets a failed zip so the next caller tries again', async () => {
    let fail = true;
    const memo = createZipMemo(async (text) => {
      if (fail) throw new Error('zip failed');
      return text;
    });
    const kept = Buffer.from(answer(4));
    await expect(memo(kept)).rejects.toThrow('zip failed');
    fail = false;
    await expect(memo(kept)).resolves.toEqual(kept);
  });
});
