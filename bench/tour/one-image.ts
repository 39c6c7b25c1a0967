// The "empty page with one image" figure (issue 21): an empty page showing the starting scene's preview strip at
// our stage's size, timed by its largest-contentful-paint entry, against which our first preview frame is judged.
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { throttle } from './network'
import { onScreenRun } from './on-screen'
import { LOAD_TIMEOUT_MS, VIEWPORT } from './settings'
import type { Size } from './types'

/** An empty page with one <img>: nothing else loads, no script before the image. */
export const oneImagePage = (src: string, size: Size) => `<!doctype html>
<html><head><meta charset="utf-8"><title>One image</title>
<style>html,body{margin:0;background:#000}img{display:block}</style>
</head><body><img src="${src}" width="${size.width}" height="${size.height}" alt="">
</body></html>`

export const ONE_IMAGE_PATH = '/__bench/one-image.html'
const pagePath = ONE_IMAGE_PATH

/** Serves the page at the demo server's origin, by interception, to a context or a page. */
const serveOneImage = (target: BrowserContext | Page, baseUrl: string, src: string, size: Size) =>
  target.route(`${baseUrl}${pagePath}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: oneImagePage(src, size) }),
  )

/**
 * Opens the page at the demo server's origin (served by interception; the image from the server, as our page gets
 * it) in a fresh context: ms from opening the page until the image is painted, the largest-contentful-paint entry's
 * renderTime (same-origin image, so it is exposed) read by a buffered PerformanceObserver.
 */
export async function oneImageRun(browser: Browser, baseUrl: string, src: string, size: Size): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    await serveOneImage(context, baseUrl, src, size)
    const page = await context.newPage()
    await page.goto(`${baseUrl}${pagePath}`)
    return await page.evaluate(
      (timeout) =>
        new Promise<number>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no largest-contentful-paint for the image')), timeout)
          new PerformanceObserver((list) => {
            const entry = list
              .getEntries()
              .find((e) => (e as PerformanceEntry & { url?: string }).url?.includes('/d.jpg')) as
              | (PerformanceEntry & { renderTime: number })
              | undefined
            if (!entry) return
            clearTimeout(timer)
            resolve(entry.renderTime || entry.startTime)
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
      LOAD_TIMEOUT_MS,
    )
  } finally {
    await context.close()
  }
}

/**
 * The same page's image on the screen (on-screen.ts): the upper half of the image, as for our stage. Over the
 * throttled network (`throttled`), `baseUrl` is the same-origin proxy that serves the page (network.ts).
 */
export const oneImageOnScreenRun = (browser: Browser, baseUrl: string, src: string, size: Size, throttled = false) =>
  onScreenRun(
    browser,
    `${baseUrl}${pagePath}`,
    (page) => page.waitForFunction(() => document.querySelector('img')?.complete === true).then(() => {}),
    async () => ({ x: 0, y: 0, width: size.width, height: Math.round(size.height / 2) }),
    throttled ? throttle : (page) => serveOneImage(page, baseUrl, src, size),
  )
