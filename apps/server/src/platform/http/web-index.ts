import { SERVICE_PREFIX_META } from '@bitdata/contracts/constants/web';
import { escapeHtml } from '../html';

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
