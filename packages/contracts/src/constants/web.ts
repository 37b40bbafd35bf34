/**
 * How the server hands the web app the settings it needs before its first API call. The server
 * writes `<meta name="bitdata-service-prefix" content="<SERVICE_PREFIX>">` into the index.html it
 * serves (a meta tag, not an inline script, so a strict Content-Security-Policy allows it); the web
 * reads it at start to build its API and dashboard paths.
 */
export const SERVICE_PREFIX_META = 'bitdata-service-prefix';
