/*
 * The app's service worker (served as /sw.js, scope /): shows the Web Push notifications the server
 * sends (payload { title, body, url, tag }, see the server's channels/web-push.send.ts) and
 * opens their link on click, in a tab of the app when one is open. It caches nothing: the app's data
 * has one owner (TanStack Query) and must never come from a stale worker cache.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : self.location.host;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      // the same notification pushed again (a retried delivery) replaces instead of stacking
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

/** Only a page of this app is opened: a link to elsewhere opens its path here instead. */
function sameOriginUrl(raw) {
  const url = new URL(raw || '/', self.location.origin);
  return url.origin === self.location.origin
    ? url.href
    : new URL(url.pathname + url.search, self.location.origin).href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const exact = windows.find((w) => w.url === target);
      if (exact) return exact.focus();
      const tab = windows.find((w) => new URL(w.url).origin === self.location.origin && 'navigate' in w);
      if (tab) {
        await tab.focus();
        return tab.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});
