/** Helpers for writing the shipped documentation's HTML by hand. */
import { escapeHtml } from '../../../../platform/html';

/** A code block in one of the documentation's languages; the text is escaped here, written as typed. */
export const codeBlock = (
  language: 'javascript' | 'jsx' | 'sh' | 'bash' | 'html' | 'scss' | 'css' | 'json',
  text: string,
) => `<pre><code class="language-${language}">${escapeHtml(text.trim())}</code></pre>`;

/** Where the filter fields page lists the catalogue: filled at read time (content-blocks.ts). */
export const FILTER_FIELDS_BLOCK = '<div data-content-block="filter-fields"></div>';
