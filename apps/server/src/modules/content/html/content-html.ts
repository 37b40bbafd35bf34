import { highlightCodeBlocks } from './highlight';
import { cleanContentHtml } from './html-policy';

/**
 * An item's body as it is stored and served, made once when it is saved: the HTML cleaned to the
 * allowlist, then its code blocks highlighted (highlight.ts). Every path that writes a body (a save,
 * a restore, the shipped content) goes through here.
 *
 * The highlighted HTML is cleaned once more: what is stored always passes the allowlist itself, and in
 * the cleaner's own spelling (`&lt;`, where the highlighter writes `&#x3C;`), so a body saved again
 * comes out the same.
 */
export const prepareContentHtml = (html: string): string =>
  cleanContentHtml(highlightCodeBlocks(cleanContentHtml(html)));
