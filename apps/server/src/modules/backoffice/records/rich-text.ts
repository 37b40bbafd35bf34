import type { DocumentField } from '@bitdata/contracts';
import { formKindOf } from '@bitdata/contracts/constants/forms';
import sanitizeHtml from 'sanitize-html';

/**
 * Where a record may hold HTML. No field type says "rich text": a form makes a field rich by binding
 * its editor component (TipTap) to it, and the designer binds the editor only to fields of the types
 * the `editor` kind lists (a string), whose whole value the editor reads and writes. Any such field
 * may get an editor in a form at any time, so the whole value of every field of those types is kept
 * as rich text: cleaned here on every write, whether the client sent it, a default filled it, an
 * import wrote it or a function computed it.
 *
 * Nothing else is ever HTML: a string inside an array or an object, or in a field of another type, is
 * stored as given and every screen shows it as text.
 */

const EDITOR_FIELD_TYPES = formKindOf('editor')?.fieldTypes ?? [];

/** Whether the field's value is rich text, the only value a screen may show as HTML. */
export const holdsRichText = (field: Pick<DocumentField, 'type'>): boolean =>
  EDITOR_FIELD_TYPES.includes(field.type);

/**
 * Whether a browser would build an element from the text: "<" opens a tag only before a letter, "/",
 * "!" or "?", and the tag exists only once a ">" closes it (even one inside a quoted attribute). Text
 * without that is only text as HTML too, and is left as typed ("a < b", "x<y").
 */
function hasMarkup(value: string): boolean {
  const open = /<[a-zA-Z/!?]/.exec(value);
  return open !== null && value.includes('>', open.index);
}

/** The editor's own marks and blocks: no scripts, no event handlers, no javascript: links. */
const EDITOR_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    's',
    'u',
    'code',
    'pre',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

/** A rich-text value kept as the editor's own tags only. */
export function cleanRichText(value: string): string {
  return hasMarkup(value) ? sanitizeHtml(value, EDITOR_HTML) : value;
}
