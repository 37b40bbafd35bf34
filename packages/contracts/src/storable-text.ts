/**
 * Text PostgreSQL can be handed: it refuses NUL in every text and json value, and a lone UTF-16
 * surrogate (half of a pair, which no UTF-8 text can hold) reaches its json parser as an escape it
 * refuses. Both answered 500 from the database; whatever a client sends towards SQL — a path
 * parameter, a query value, a record's value at any depth — is refused with these first, on both
 * engines alike.
 */

const HIGH_FIRST = 0xd800;
const HIGH_LAST = 0xdbff;
const LOW_FIRST = 0xdc00;
const LOW_LAST = 0xdfff;

/** No NUL and every surrogate in a pair (a high one followed by a low one). */
export function isStorableText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= HIGH_FIRST && unit <= HIGH_LAST) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= LOW_FIRST && next <= LOW_LAST)) return false;
      i++;
    } else if (unit >= LOW_FIRST && unit <= LOW_LAST) return false;
  }
  return true;
}

/**
 * Whether every string in a JSON value is storable text: strings at any depth and the keys of its
 * objects. Walked without recursion, so a deeply nested value cannot exhaust the stack.
 */
export function isStorableValue(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next)) return false;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (!isStorableText(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}
