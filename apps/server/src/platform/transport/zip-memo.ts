/**
 * Zipped answers kept by their JSON text. The market reads serve one cached string per answer to
 * every caller, and the web asks for every answer zipped: gzip and base64 of a 68 KB candles answer
 * cost milliseconds of CPU per request, the same bytes each time. Keyed by content, so two callers'
 * equal answers share one entry and nothing can leak between them. Bounded by entries and bytes,
 * least recently used first out; small answers are zipped each time (cheap, not worth holding).
 */
export function createZipMemo(
  zip: (jsonText: string) => Promise<string>,
  options: { maxEntries?: number; maxBytes?: number; minLength?: number } = {},
): (jsonText: string) => Promise<string> {
  const maxEntries = options.maxEntries ?? 256;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const minLength = options.minLength ?? 2048;
  const memo = new Map<string, Promise<string>>();
  let bytes = 0;

  const forget = (text: string) => {
    if (memo.delete(text)) bytes -= text.length;
  };

  return (jsonText) => {
    if (jsonText.length < minLength) return zip(jsonText);
    const hit = memo.get(jsonText);
    if (hit) {
      // re-insert: a Map iterates in insertion order, so the first key is the least recently used
      memo.delete(jsonText);
      memo.set(jsonText, hit);
      return hit;
    }
    const zipped = zip(jsonText);
    memo.set(jsonText, zipped);
    bytes += jsonText.length;
    zipped.catch(() => forget(jsonText));
    for (const oldest of memo.keys()) {
      if (memo.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldest);
    }
    return zipped;
  };
}
