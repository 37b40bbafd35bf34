/**
 * Reading HTML that cleanContentHtml wrote (html-policy.ts), and only such HTML: its tags are
 * `<name attr="value">`, `<name />` or `</name>`, every `<` and `>` of a text or of an attribute's
 * value is escaped, and its elements are balanced. That is what lets the highlighter and the search
 * index walk a body with a tokenizer instead of a second HTML parser.
 */

export type HtmlToken =
  | { type: 'open'; name: string; attrs: string; selfClosing: boolean; raw: string }
  | { type: 'close'; name: string; raw: string }
  | { type: 'text'; raw: string };

const TOKEN = /<(\/?)([a-z][a-z0-9-]*)([^>]*?)(\/?)>|[^<]+|</g;
/** Elements that never hold anything (written `<br />`, and tolerated as `<br>`). */
const VOID = new Set(['br', 'hr', 'img', 'wbr']);

export function* htmlTokens(html: string): Generator<HtmlToken> {
  for (const m of html.matchAll(TOKEN)) {
    const [raw, slash, name, attrs, selfClosing] = m;
    if (name === undefined) yield { type: 'text', raw };
    else if (slash) yield { type: 'close', name, raw };
    else yield { type: 'open', name, attrs: attrs ?? '', selfClosing: !!selfClosing || VOID.has(name), raw };
  }
}

/** One attribute's value of an opening tag's attributes text, unescaped. */
export function attributeOf(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs);
  return m?.[1] === undefined ? undefined : decodeEntities(m[1]);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of HTML as a reader sees it: the character references the cleaner writes turned back into characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : whole;
  });
}

/** Elements that end a line of text: their words never run into the next element's. */
const BLOCK = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'pre',
  'blockquote',
  'aside',
  'div',
  'ul',
  'ol',
  'li',
  'figure',
  'figcaption',
  'table',
  'caption',
  'tr',
  'th',
  'td',
]);

/** A cleaned body as plain text, for the search index and its snippets: one space between blocks. */
export function htmlToText(html: string): string {
  let text = '';
  for (const token of htmlTokens(html)) {
    if (token.type === 'text') text += decodeEntities(token.raw);
    else if (BLOCK.has(token.name)) text += ' ';
  }
  return text.replace(/\s+/g, ' ').trim();
}
