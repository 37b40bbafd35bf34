/**
 * A readable comparison of two versions of an item's texts: the body's HTML is read as its words
 * (blocks as lines), then the words are compared, so an editor sees what a reader would see change.
 */

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** The words of a body: block ends become line breaks, tags go, entities are read. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(br|hr)\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|pre|blockquote|aside|tr|div|figure|figcaption|table|ul|ol)>/gi, '\n')
    .replace(/<img\b[^>]*>/gi, (tag) => {
      const alt = /\balt="([^"]*)"/i.exec(tag)?.[1];
      return alt ? `[${alt}]` : '[image]';
    })
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+|#39);/gi, (whole, name: string) => {
      if (ENTITIES[name] !== undefined) return ENTITIES[name];
      if (/^#x/i.test(name)) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Words and the spaces between them, each a token, so the joined parts give back the texts. */
const tokens = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];

/** Past this many cells the word table would be slow: the texts are then compared line by line. */
const MAX_CELLS = 4_000_000;

function lcsDiff(a: string[], b: string[]): DiffPart[] {
  const n = a.length;
  const m = b.length;
  // lengths of the longest common tail of a[i..] and b[j..]
  const table = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[at(i, j)] =
        a[i] === b[j]
          ? (table[at(i + 1, j + 1)] as number) + 1
          : Math.max(table[at(i + 1, j)] as number, table[at(i, j + 1)] as number);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push('same', a[i] as string);
      i++;
      j++;
    } else if ((table[at(i + 1, j)] as number) >= (table[at(i, j + 1)] as number))
      push('removed', a[i++] as string);
    else push('added', b[j++] as string);
  }
  while (i < n) push('removed', a[i++] as string);
  while (j < m) push('added', b[j++] as string);
  return parts;
}

/** The parts that turn `before` into `after`, word by word (line by line for very long texts). */
export function diffWords(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  let a = tokens(before);
  let b = tokens(after);
  if ((a.length + 1) * (b.length + 1) > MAX_CELLS) {
    a = before.split(/(?<=\n)/);
    b = after.split(/(?<=\n)/);
  }
  // the common head and tail need no table
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const middle = lcsDiff(a.slice(head, a.length - tail), b.slice(head, b.length - tail));
  const parts: DiffPart[] = [];
  const headText = a.slice(0, head).join('');
  const tailText = a.slice(a.length - tail).join('');
  if (headText) parts.push({ kind: 'same', text: headText });
  for (const part of middle) {
    const last = parts.at(-1);
    if (last?.kind === part.kind) last.text += part.text;
    else parts.push({ ...part });
  }
  if (tailText) {
    const last = parts.at(-1);
    if (last?.kind === 'same') last.text += tailText;
    else parts.push({ kind: 'same', text: tailText });
  }
  return parts;
}

/** Whether the comparison found any change. */
export const changed = (parts: readonly DiffPart[]) => parts.some((p) => p.kind !== 'same');
