import sanitizeHtml from 'sanitize-html';

/**
 * The one allowlist of the HTML an item's body may hold, applied on every write: what a page of news
 * or documentation needs (headings, paragraphs, lists, links, images, tables, quotes, code blocks,
 * callouts) and nothing a browser would run. Everything else is dropped, keeping the text inside it
 * (a script's or a style's own text is code, not words, and goes with it).
 *
 * - Code blocks keep one kind of class, `language-xxx`, which the site's highlighter reads.
 * - A callout is `<aside class="callout callout-info">` (or -tip, -warning, -danger).
 * - Links go to http(s), mailto or a path of the site; a link off the site gets
 *   `rel="noopener nofollow ugc"`, since operators paste addresses they do not vouch for.
 * - Images come from https or a path of the site (where stored files are served); any other source
 *   (data:, http:, javascript:) drops the image.
 */

const CALLOUT_CLASSES = ['callout', 'callout-info', 'callout-tip', 'callout-warning', 'callout-danger'];
const LANGUAGE_CLASS = /^language-[a-z0-9+#_-]{1,32}$/;
export const EXTERNAL_LINK_REL = 'noopener nofollow ugc';

/** Absolute http(s) addresses leave the site; paths and fragments stay on it. */
const isExternal = (href: string) => /^https?:/i.test(href.trim());
/** An https address or a path of the site ("/..."), never a protocol-relative "//host". */
const isAllowedImageSource = (src: string) => /^(https:\/\/|\/(?!\/))/i.test(src.trim());

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
  },
  allowedClasses: {
    code: [LANGUAGE_CLASS],
    pre: [LANGUAGE_CLASS],
    aside: CALLOUT_CLASSES,
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // elements whose content is code or a document of its own, not words of the page
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'xmp', 'iframe', 'noembed'],
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

/** A body's HTML reduced to the allowlist above; the same text cleaned twice comes out the same. */
export const cleanContentHtml = (html: string): string => sanitizeHtml(html, POLICY);
