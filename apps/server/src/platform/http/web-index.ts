import { SERVICE_PREFIX_META } from '@bitdata/contracts/constants/web';
import { escapeHtml } from '../html';
import type { PageHead } from '../module';

/** Settings the web app needs before its first API call, which the server knows only at run time. */
export interface WebRuntimeSettings {
  servicePrefix: string;
}

/**
 * index.html as the browser gets it: the built file plus the run-time settings in meta tags (the
 * CSP allows no inline script), so one build serves any SERVICE_PREFIX.
 */
export function withRuntimeSettings(html: string, settings: WebRuntimeSettings): string {
  const tag = `<meta name="${SERVICE_PREFIX_META}" content="${escapeHtml(settings.servicePrefix)}" />`;
  const head = html.indexOf('</head>');
  return head === -1 ? `${tag}${html}` : `${html.slice(0, head)}  ${tag}\n  ${html.slice(head)}`;
}

/** The tags of a page's head, every value escaped (titles and summaries are operators' text). */
function headTags(head: PageHead): string[] {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:locale', head.locale),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
  ];
}

/**
 * index.html describing one page: the built file's own title and description give way to the page's,
 * its tags are added to the head and <html lang> follows the page's language.
 */
export function withPageHead(html: string, head: PageHead): string {
  const described = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<html([^>]*)\slang="[^"]*"/i, `<html$1 lang="${escapeHtml(head.lang)}"`);
  const tags = headTags(head).join('\n    ');
  const at = described.indexOf('</head>');
  return at === -1 ? `${tags}${described}` : `${described.slice(0, at)}  ${tags}\n  ${described.slice(at)}`;
}
