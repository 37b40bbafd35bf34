import sanitizeHtml from 'sanitize-html';

/**
 * The one allowlist of the HTML an item's body may hold, applied on every write: what a page of news
 * or documentation needs (headings, paragraphs, lists, links, images, tables, quotes, code blocks,
 * callouts) and nothing a browser would run. Everything else is dropped, keeping the text inside it
 * (a script's or a style's own text is code, not words, and goes with it).
 *
 * - Code blocks keep one kind of class, `language-xxx`, naming the block's language. Inside code, and
 *   only there, `<span>` keeps the classes the server's highlighter writes (`hljs-keyword`, and the
 *   sub-scope ones like `function_`, see highlight.ts); a span anywhere else is dropped, its text kept.
 * - `<div data-content-block="filter-fields"></div>`, exactly that, marks where the page shows a list
 *   the server generates when it is read (the fields a filter can use); any other div is dropped, its
 *   text kept. (content-html.ts empties the block: what it shows is never written.)
 * - A callout is `<aside class="callout callout-info">` (or -tip, -warning, -danger).
 * - Links go to http(s), mailto or a path of the site; a link off the site gets
 *   `rel="noopener nofollow ugc"`, since operators paste addresses they do not vouch for.
 * - Images come from a path of the site, where the file store serves content images: the site's
 *   content security policy lets no page load an image from another host, so any other source
 *   (https:, data:, javascript:) drops the image rather than leave a broken one.
 */

const CALLOUT_CLASSES = ['callout', 'callout-info', 'callout-tip', 'callout-warning', 'callout-danger'];
const LANGUAGE_CLASS = /^language-[a-z0-9+#_-]{1,32}$/;
/** What highlight.js names a token (`hljs-title`) and its sub-scopes (`class_`, `inherited__`). */
const HIGHLIGHT_CLASSES = [/^hljs-[a-z0-9_-]{1,40}$/, /^[a-z]{1,20}_{1,3}$/];
/** The generated blocks a body may place (their only attribute's allowed values). */
export const CONTENT_BLOCKS = ['filter-fields'] as const;
const isContentBlock = (value: string) => (CONTENT_BLOCKS as readonly string[]).includes(value);
/** An allowed-tag slot that lets nothing in (no element has an empty name). */
const CLOSED = '';
export const EXTERNAL_LINK_REL = 'noopener nofollow ugc';

/** Absolute http(s) addresses leave the site; paths and fragments stay on it. */
const isExternal = (href: string) => /^https?:/i.test(href.trim());
/** A path of the site ("/..."), never a protocol-relative "//host". */
const isAllowedImageSource = (src: string) => /^\/(?!\/)/.test(src.trim());

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'kbd',
    'code',
    'pre',
    'blockquote',
    'aside',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    div: [{ name: 'data-content-block', multiple: false, values: [...CONTENT_BLOCKS] }],
  },
  allowedClasses: {
    code: [LANGUAGE_CLASS],
    pre: [LANGUAGE_CLASS],
    aside: CALLOUT_CLASSES,
    span: HIGHLIGHT_CLASSES,
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // only a script's and a style's own text is code, not words, and goes with them; any other refused
  // element (noscript, textarea, template, iframe...) loses its tag and keeps its text, so one left
  // unclosed cannot take the rest of the page with it
  nonTextTags: ['script', 'style'],
  enforceHtmlBoundary: false,
  // deeper nesting than any page needs keeps its text and loses its tags
  nestingLimit: 40,
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const kept: sanitizeHtml.Attributes = {};
      if (href !== undefined) kept.href = href;
      if (title !== undefined) kept.title = title;
      if (href !== undefined && isExternal(href)) kept.rel = EXTERNAL_LINK_REL;
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src !== undefined && isAllowedImageSource(src) ? { src, ...rest } : rest };
    },
  },
  // an image whose source was refused shows nothing: it goes whole
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * A body's HTML reduced to the allowlist above; the same text cleaned twice comes out the same.
 *
 * Two elements are allowed only where they stand: a span inside code, the block div with its exact
 * value. sanitize-html decides per opening tag from `allowedTags`, so this call's own list has one
 * slot for each, opened by the tag hook just before that decision. (Renaming a refused element
 * instead would misname the next closing tag at its depth: sanitize-html keeps the rename.)
 */
export function cleanContentHtml(html: string): string {
  const allowedTags = [...(POLICY.allowedTags as string[]), CLOSED, CLOSED];
  const SPAN = allowedTags.length - 2;
  const DIV = allowedTags.length - 1;
  // how many code elements the parser is inside: a highlighted token's span is kept only there
  let inCode = 0;
  return sanitizeHtml(html, {
    ...POLICY,
    allowedTags,
    onOpenTag: (name, attribs) => {
      if (name === 'code') inCode++;
      allowedTags[SPAN] = name === 'span' && inCode > 0 ? 'span' : CLOSED;
      const block = attribs['data-content-block'];
      allowedTags[DIV] = name === 'div' && block !== undefined && isContentBlock(block) ? 'div' : CLOSED;
    },
    onCloseTag: (name) => {
      if (name === 'code') inCode = Math.max(0, inCode - 1);
    },
  });
}
