// The check-in desk's service worker: only the desk registers it. It keeps the app's files so the
// desk opens and scans with no network. Pages: network first, the last page kept as the fallback
// (every route is the same single-page app). Built files (/assets/, hashed names): cache first.
// The API is never cached here: the desk keeps its roster and queue in IndexedDB itself.

const SHELL = 'desk-shell-v1';
const ASSETS = 'desk-assets-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith('desk-') && k !== SHELL && k !== ASSETS)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The page that registered the worker loaded before the worker ran: it sends what it loaded.
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'keep' || !Array.isArray(data.assets)) return;
  event.waitUntil(
    Promise.all([
      caches
        .open(ASSETS)
        .then((cache) =>
          cache.addAll(
            data.assets.filter((u) => typeof u === 'string' && u.startsWith('/assets/')),
          ),
        ),
      fetch(data.page).then(
        (response) =>
          response.ok && caches.open(SHELL).then((cache) => cache.put('/app-shell', response)),
      ),
    ]).catch(() => undefined),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (
    request.method !== 'GET' ||
    url.origin !== self.location.origin ||
    url.pathname.startsWith('/api/')
  )
    return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(SHELL).then((cache) => cache.put('/app-shell', copy));
          }
          return response;
        })
        .catch(() =>
          caches
            .open(SHELL)
            .then((cache) => cache.match('/app-shell'))
            .then((r) => r || Response.error()),
        ),
    );
    return;
  }

  if (
    url.pathname.startsWith('/assets/') ||
    url.pathname.endsWith('.webmanifest') ||
    url.pathname === '/favicon.svg'
  ) {
    event.respondWith(
      caches.open(ASSETS).then((cache) =>
        cache.match(request).then(
          (hit) =>
            hit ||
            fetch(request).then((response) => {
              if (response.ok) cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});
