import crypto from 'node:crypto';
import { escapeHtml } from '../../../platform/html';

/**
 * The texts of event rules: `{{field}}` placeholders filled from the record. The same template gives
 * a plain-text body (values as they are) and an HTML body (values HTML-escaped, so a record whose
 * name is `<script>` cannot put markup into an operator's mail).
 */

export const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]{0,62})\s*\}\}/g;

/** The field codes a template names. */
export const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string);

const asText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
};

/** The template with each placeholder replaced by the value's text (unknown fields: empty). */
export const renderText = (template: string, values: Record<string, unknown>) =>
  template.replace(PLACEHOLDER, (_, code: string) => asText(values[code]));

/** The template as HTML: the operator's text and the values both escaped, line breaks kept. */
export const renderHtml = (template: string, values: Record<string, unknown>) =>
  template
    .split(PLACEHOLDER)
    .map((part, i) => escapeHtml(i % 2 === 1 ? asText(values[part]) : part))
    .join('')
    .replace(/\r?\n/g, '<br>\n');

/** A subject line: one line, whatever the values hold. */
export const renderSubject = (template: string, values: Record<string, unknown>) =>
  renderText(template, values)
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 300);

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body bytes with the rule's secret. */
export const signBody = (secret: string, body: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
