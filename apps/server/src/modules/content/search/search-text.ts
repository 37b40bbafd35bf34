import { escapeHtml } from '../../../platform/html';
import { htmlToText } from '../html/html-text';

/**
 * The words of the content search, accents ignored: Vietnamese written without its marks (`loc`,
 * `dong`) finds the words written with them (`lọc`, `đồng`), and the other way round. Both the index
 * and a query go through `searchWords`, so the engines only ever compare the same plain words.
 */

const MARKS = /\p{M}/gu;
const WORD = /[\p{L}\p{N}]+/gu;
/** A query's words beyond these are ignored (a query is at most 200 characters anyway). */
export const SEARCH_WORDS_MAX = 12;

/** A text folded: lower-case, its marks gone, đ read as d. */
export const fold = (text: string): string =>
  text.toLowerCase().normalize('NFD').replace(MARKS, '').replace(/đ/g, 'd');

/** The folded words of a text, in order. */
export const searchWords = (text: string): string[] => fold(text).match(WORD) ?? [];

/** The words as the index stores them: one space apart, so both engines split them alike. */
export const indexedWords = (text: string): string => searchWords(text).join(' ');

/** A query's words, each once, at most SEARCH_WORDS_MAX; the last may be the start of a word still being typed. */
export const queryWords = (q: string): string[] => [...new Set(searchWords(q))].slice(0, SEARCH_WORDS_MAX);

const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 220;
/** A word as written: its marks belong to it, even written apart from their letter. */
const WRITTEN_WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * A passage of `text` around the first word matching the query, escaped, with every matching word in
 * it wrapped in `<mark>`; the start of the text when no word matches (the title did). A word matches
 * a query word it equals once folded, or, for the query's last word, one it starts. The marks fall on
 * the words as written, accents and all. Only the text up to the passage's end is read.
 */
export function snippetOf(text: string, words: readonly string[]): string {
  const last = words.at(-1);
  const matches = (written: string) =>
    searchWords(written).some((w) => words.includes(w) || (last !== undefined && w.startsWith(last)));
  const hits: Array<[start: number, end: number]> = [];
  let start = 0;
  let end = Math.min(text.length, SNIPPET_LENGTH);
  for (const m of text.matchAll(WRITTEN_WORD)) {
    if (hits.length > 0 && m.index >= end) break;
    if (!matches(m[0])) continue;
    if (hits.length === 0 && m.index > SNIPPET_BEFORE) {
      // the passage begins at a word's start a little before the first match
      const space = text.lastIndexOf(' ', m.index - SNIPPET_BEFORE);
      start = space >= 0 ? space + 1 : m.index - SNIPPET_BEFORE;
      end = Math.min(text.length, start + SNIPPET_LENGTH);
    }
    hits.push([m.index, m.index + m[0].length]);
  }
  if (end < text.length) {
    // and ends at one's end
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  let out = start > 0 ? '…' : '';
  let at = start;
  for (const [hitStart, hitEnd] of hits) {
    if (hitStart >= end) break;
    out += `${escapeHtml(text.slice(at, hitStart))}<mark>${escapeHtml(text.slice(hitStart, hitEnd))}</mark>`;
    at = hitEnd;
  }
  out += escapeHtml(text.slice(at, Math.max(at, end)));
  return end < text.length ? `${out}…` : out;
}

/** An item's texts in both languages, as saved (bodies as cleaned HTML). */
export interface SearchableItem {
  title: { en: string; vi: string };
  summary: { en: string; vi: string };
  body: { en: string; vi: string };
}

/**
 * The item's index rows, one per language. Where the Vietnamese is pending (empty), the page shows
 * the English, so the Vietnamese search finds the English words there too.
 */
export function searchRowsOf(contentId: string, item: SearchableItem) {
  return (['en', 'vi'] as const).map((lang) => {
    const pick = (text: { en: string; vi: string }) =>
      lang === 'vi' && text.vi.trim() !== '' ? text.vi : text.en;
    const title = pick(item.title);
    const body = [pick(item.summary).trim(), htmlToText(pick(item.body))].filter((t) => t !== '').join(' ');
    return {
      content_id: contentId,
      lang,
      title,
      body,
      folded_title: indexedWords(title),
      folded_body: indexedWords(body),
    };
  });
}
