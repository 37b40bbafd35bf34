/** A heading of a body, as the table of contents lists it. */
export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

/** The headings a table of contents lists: sections and their sub-sections. */
const TOC_LEVELS = 'h2, h3';
const EVERY_HEADING = 'h1, h2, h3, h4, h5, h6';

/**
 * A heading's anchor: its words in lower case joined by hyphens, Vietnamese letters kept without
 * their marks ("Lọc nâng cao" → "loc-nang-cao"), so a shared link reads like the heading.
 */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * Prepares a body for reading. Gives every heading of a body an id (unique within the page, never one of `taken`: the ids the
 * page around it uses) and lists its h2 and h3 for the table of contents; code blocks and tables,
 * which may scroll, take the keyboard's focus. The body is the server's
 * cleaned HTML; it is parsed into an inert document (nothing in it loads or runs) and written back.
 */
export function withHeadingIds(
  html: string,
  prefix = 'section',
  taken: ReadonlySet<string> = new Set(),
): { html: string; toc: TocEntry[] } {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const used = new Set(taken);
  const toc: TocEntry[] = [];
  for (const heading of doc.body.querySelectorAll<HTMLElement>(EVERY_HEADING)) {
    const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
    const base = slugOf(text) || prefix;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    heading.id = id;
    if (heading.matches(TOC_LEVELS) && text) toc.push({ id, text, level: Number(heading.tagName[1]) });
  }
  // code blocks and tables scroll sideways on a narrow screen: a keyboard reader must reach them too
  for (const wide of doc.body.querySelectorAll('pre, table')) wide.setAttribute('tabindex', '0');
  return { html: doc.body.innerHTML, toc };
}
