import { zipResponseText } from '@bitdata/transport';
import { describe, expect, it } from 'vitest';
import { createZipMemo } from './zip-memo';

const answer = (n: number) => JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ i, n })) });

describe('zip memo', () => {
  it('zips an answer once and gives every caller of equal text the same zipped answer', async () => {
    let calls = 0;
    const memo = createZipMemo(async (text) => {
      calls++;
      return zipResponseText(text);
    });
    const text = answer(1);
    const first = await memo(text);
    const second = await memo(`${text}`.slice(0)); // equal content, whoever built the string
    expect(second).toBe(first);
    expect(first).toBe(await zipResponseText(text));
    expect(calls).toBe(1);
  });

  it('zips small answers every time and keeps at most maxEntries, least recently used out', async () => {
    let calls = 0;
    const memo = createZipMemo(
      async (text) => {
        calls++;
        return text;
      },
      { maxEntries: 2, minLength: 100 },
    );
    await memo('{"small":1}');
    await memo('{"small":1}');
    expect(calls).toBe(2);
    const [a, b, c] = [answer(1), answer(2), answer(3)];
    await memo(a);
    await memo(b);
    await memo(a); // a is now the most recent
    await memo(c); // evicts b
    calls = 0;
    await memo(a);
    await memo(c);
    expect(calls).toBe(0);
    await memo(b);
    expect(calls).toBe(1);
  });

  it('forgets a failed zip so the next caller tries again', async () => {
    let fail = true;
    const memo = createZipMemo(async (text) => {
      if (fail) throw new Error('zip failed');
      return text;
    });
    const text = answer(4);
    await expect(memo(text)).rejects.toThrow('zip failed');
    fail = false;
    await expect(memo(text)).resolves.toBe(text);
  });
});
