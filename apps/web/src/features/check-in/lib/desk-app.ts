// The desk as an installable app that opens with no network: its own manifest (start page: the
// desk) and a small service worker that keeps the app's files. Only the desk registers it.

export function installDeskApp(startUrl: string) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const previous = link?.getAttribute('href') ?? null;
  if (link)
    link.href = startUrl.startsWith('/admin') ? '/desk-admin.webmanifest' : '/desk.webmanifest';
  if ('serviceWorker' in navigator) {
    void navigator.serviceWorker
      .register('/desk-sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => {
        const assets = performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name))
          .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'))
          .map((u) => u.pathname);
        reg.active?.postMessage({ type: 'keep', page: location.pathname, assets });
      })
      .catch(() => undefined);
  }
  return () => {
    if (link && previous) link.setAttribute('href', previous);
  };
}
