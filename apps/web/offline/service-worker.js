// The installed app's service worker: keeps the app's own files so the till opens without a line to
// the server. Never its data: /api answers are the server's and go to the network, always; what the
// till keeps offline is in IndexedDB, kept by the app. The build writes this file out as /sw.js with
// the build's file list and version in place of the two names below (offline/plugin.ts), so every
// build is a new worker that fetches the new files before it takes over.
const FILES = self.__KIBO_APP_FILES__;
const VERSION = self.__KIBO_APP_VERSION__;
const PREFIX = 'kibo-shell-';
const SHELL = `${PREFIX}${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(['/', ...FILES.map((file) => `/${file}`)]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PREFIX) && name !== SHELL)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, kept for next time; without a network, what was kept. */
async function networkFirst(request, key) {
  const cache = await caches.open(SHELL);
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(key, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

/** A file named by its content never changes: the kept copy, else the network's. */
async function cacheFirst(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await (await caches.open(SHELL)).put(request, answer.clone());
  return answer;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/'))
    return;
  // Every page is the one shell (the app routes by the address's hash).
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, '/'));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request, request));
});
