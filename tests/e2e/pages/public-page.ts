import type { Page } from '@playwright/test'

/** The static marketing pages (SPEC §2), as prerendered by the build and answered by the server. */
export const PUBLIC_PAGES = [
  { path: '/', title: 'Showhome · 3D tours, photos and floor plans for listings', name: 'home' },
  { path: '/product', title: 'Product · Showhome', name: 'product' },
  { path: '/pricing', title: 'Pricing · Showhome', name: 'pricing' },
  { path: '/showcase', title: 'Showcase · Showhome', name: 'showcase' },
  { path: '/photographers', title: 'For photographers · Showhome', name: 'photographers' },
  { path: '/commercial', title: 'Commercial properties · Showhome', name: 'commercial' },
  { path: '/cbre', title: 'CBRE · Showhome', name: 'cbre' },
  { path: '/legal', title: 'Legal · Showhome', name: 'legal' },
  { path: '/legal/privacy', title: 'Privacy policy · Showhome', name: 'legal-privacy' },
  { path: '/legal/subscription', title: 'Subscription terms · Showhome', name: 'legal-subscription' },
  { path: '/legal/terms', title: 'Terms of service · Showhome', name: 'legal-terms' },
  { path: '/404', title: 'Page not found · Showhome', name: '404', status: 404 },
] as const

/** Resolves once React has mounted into #root and the prerendered markup is React's own. */
export async function waitForClientRender(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return (
      root !== null &&
      Object.keys(root).some((key) => key.startsWith('__reactContainer')) &&
      root.querySelector('h1') !== null &&
      root.querySelector(':scope > [aria-hidden="true"]') === null
    )
  })
}

/** Animation frames the blank-frame watcher keeps looking after the client render is in place. */
const FRAMES_AFTER_CLIENT_RENDER = 20

/**
 * Records every animation frame in which #root had no <h1>, from the first frame after the document is parsed until
 * the client render is in place (React's own markup, as waitForClientRender checks) and FRAMES_AFTER_CLIENT_RENDER
 * frames more: such a frame would paint a blank page between the prerendered markup and the client's render. Counted in frames, not time, so
 * a slow machine watches the whole swap however long it takes. The answer resolves once the watch is over.
 */
export async function watchForBlankFrames(page: Page) {
  await page.addInitScript((framesAfter) => {
    const w = window as unknown as { __blankFrames: number; __frames: number; __blankWatchDone: boolean }
    w.__blankFrames = 0
    w.__frames = 0
    w.__blankWatchDone = false
    let after = 0
    const tick = () => {
      const root = document.getElementById('root')
      // While the document is still being parsed a frame may show the header before the parser reaches the <h1>:
      // that is progressive rendering, not the swap, which only the app's module (run after parsing) can cause.
      if (root && document.readyState !== 'loading') {
        w.__frames++
        if (!root.querySelector('h1')) w.__blankFrames++
        const rendered =
          Object.keys(root).some((key) => key.startsWith('__reactContainer')) &&
          root.querySelector('h1') !== null &&
          root.querySelector(':scope > [aria-hidden="true"]') === null
        if (rendered || after > 0) after++
      }
      if (after > framesAfter) w.__blankWatchDone = true
      else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }, FRAMES_AFTER_CLIENT_RENDER)
  return async () => {
    await page.waitForFunction(() => (window as unknown as { __blankWatchDone: boolean }).__blankWatchDone)
    return page.evaluate(() => {
      const w = window as unknown as { __blankFrames: number; __frames: number }
      return { frames: w.__frames, blank: w.__blankFrames }
    })
  }
}
