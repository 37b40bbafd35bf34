/**
 * Zipped answers kept beside the answer bytes they were made from. The market reads send one kept
 * Buffer per answer to every caller (market.cache.ts), and the web asks for every answer zipped: gzip
 * and base64 of a 68 KB candles answer cost milliseconds of CPU per request, the same bytes each time.
 * Keyed by that Buffer itself (a WeakMap): a zipped answer lives exactly as long as the answer it
 * was made from, and only a caller sent those very bytes gets it. Text answers (serialised for
 * each request) are zipped each time.
 */
export function createZipMemo(
  zip: (jsonText: string) => Promise<string>,
): (answer: string | Buffer) => Promise<string | Buffer> {
  const memo = new WeakMap<Buffer, Promise<Buffer>>();
  return (answer) => {
    if (typeof answer === 'string') return zip(answer);
    const kept = memo.get(answer);
    if (kept) return kept;
    const zipped = zip(answer.toString('utf8')).then((text) => Buffer.from(text));
    memo.set(answer, zipped);
    // a failed zip is tried again by the next caller
    zipped.catch(() => {
      if (memo.get(answer) === zipped) memo.delete(answer);
    });
    return zipped;
  };
}
