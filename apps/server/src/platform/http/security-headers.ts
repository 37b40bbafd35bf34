import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config';

/** Hosts the web app loads the analytics tag from and reports to (gtag.js), when ANALYTICS_TAG is set. */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** Hosts of Google's reCAPTCHA script, its challenge frame and its calls (CAPTCHA_PROVIDER=recaptcha). */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

type SecurityConfig = Pick<AppConfig, 'analyticsTag' | 'captcha' | 'publicUrl'>;

/**
 * The Content-Security-Policy of the app: its own origin, plus the captcha and analytics providers
 * only when configured. Styles allow 'unsafe-inline' because MUI (emotion) injects its style tags
 * at run time and index.html paints the first frame with an inline style; scripts stay 'self' only,
 * so any setting injected into index.html must be a <meta> tag or a JSON data block, not inline code.
 * ALTCHA solves in workers that Vite emits as files under /assets ('self'); blob: covers a worker
 * built inline. Websockets go to the same origin, which 'self' covers in connect-src.
 */
export function contentSecurityPolicy(config: SecurityConfig): Record<string, string[]> {
  const analytics = config.analyticsTag !== undefined;
  const recaptcha = config.captcha.provider === 'recaptcha';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...(analytics ? ANALYTICS.script : []), ...(recaptcha ? RECAPTCHA.script : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(analytics ? ANALYTICS.img : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(analytics ? ANALYTICS.connect : []),
      ...(recaptcha ? RECAPTCHA.connect : []),
    ],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': recaptcha ? RECAPTCHA.frame : ["'none'"],
    'manifest-src': ["'self'"],
  };
  // Over plain HTTP (a local start) upgrading would point every request at a port that has no TLS.
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Browser features the app never asks for, refused to its pages and to any frame they hold (the
 * captcha's): camera, microphone, location, payment handlers, devices, sensors, passkeys, and the
 * Topics ad profile. The copy buttons write to the clipboard: clipboard-write keeps its default
 * (this origin), only reading it is refused. Web Push asks for the notification permission, which
 * no policy governs. Passkeys (WebAuthn) stay allowed for sign-in on this origin. Only names
 * browsers know: an unknown one is reported as a console error.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A year, with subdomains: what browsers' preload lists expect of an HTTPS-only site. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet's headers for these options, computed once. None of ours depends on the request (no nonce,
 * no per-request directive), so per request there is nothing left to do but copy them: helmet itself
 * re-reads its directives on every answer, a cost the cached market reads felt.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  // helmet's middlewares are synchronous; one that were not would leave headers unset silently.
  if (!done) throw new Error('helmet did not finish synchronously; its headers cannot be precomputed');
  return headers;
}

/**
 * Security headers on every answer (helmet's, computed once): the CSP above, no framing
 * (frame-ancestors and X-Frame-Options DENY), nosniff, a referrer policy that never sends a path
 * (reset links carry a token) to another origin, the permissions policy above. HSTS only on requests
 * that arrived over TLS: request.protocol reads X-Forwarded-Proto only from the proxies TRUST_PROXY
 * names, so a plain-HTTP start never pins HTTPS.
 *
 * API answers are not stored by browsers or shared caches unless their route says otherwise with
 * its own Cache-Control: they carry access tokens (login), accounts (/auth/me) and members' data,
 * and a back button or a shared computer's disk cache must not hand them to the next person.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: SecurityConfig): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  // a callback hook: every answer passes here, and an async one costs a promise and a turn each time
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // set before the route runs, so a route that allows caching replaces it with its own header
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
