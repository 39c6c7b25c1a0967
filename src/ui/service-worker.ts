// Registers the service worker (src/sw/sw.ts) in the built app, once the page has loaded, so it never competes with
// the first paint. A browser without service workers, or one that refuses (private modes, storage off), simply
// goes without: the site works the same online.
import type { KeepPageMessage } from '../domain/offline-cache'

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const { serviceWorker } = navigator
  // On the first visit the page loaded before any worker ran; once one takes it over, it is told what to keep.
  if (serviceWorker.controller === null) {
    serviceWorker.addEventListener('controllerchange', () => serviceWorker.controller?.postMessage(keepThisPage()), {
      once: true,
    })
  }
  const register = () => {
    serviceWorker.register('/sw.js').catch(() => undefined)
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

const keepThisPage = (): KeepPageMessage => ({
  type: 'keep-page',
  page: window.location.href,
  resources: performance.getEntriesByType('resource').map((entry) => entry.name),
})
