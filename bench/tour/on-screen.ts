// When a picture is on the screen, as the browser's own frames show it (issue 21's "paints the preview within 1.5×
// the time of an empty page with one image"): the page is loaded under a Chromium trace that keeps a screenshot of
// each frame the compositor draws, and the time is the first screenshot in which a region of the page shows a
// picture (its pixels vary) rather than a flat background. The same rule for our tour page and for the empty page
// with one image, so the ratio compares like with like: neither a script's own timestamp nor an API's idea of a
// paint, both of which can read a frame or more early.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { VIEWPORT } from './settings'

/** A region of the viewport, in CSS pixels. */
export interface Region {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** A flat background's pixels barely vary; a room's or an image's do (mean per-channel standard deviation). */
const PICTURE_STDEV = 20

interface TraceEvent {
  readonly name: string
  readonly ts: number
  readonly args?: { readonly snapshot?: string; readonly data?: { readonly documentLoaderURL?: string } }
}

/** Whether the screenshot (scaled from the viewport) shows a picture in `region`. */
async function showsPicture(snapshot: string, region: Region): Promise<boolean> {
  const image = Buffer.from(snapshot, 'base64')
  const { width = 0, height = 0 } = await sharp(image).metadata()
  const sx = width / VIEWPORT.width
  const sy = height / VIEWPORT.height
  // Within the screenshot, however the region lies.
  const left = Math.min(width - 1, Math.max(0, Math.round(region.x * sx)))
  const top = Math.min(height - 1, Math.max(0, Math.round(region.y * sy)))
  const area = {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(region.width * sx))),
    height: Math.max(1, Math.min(height - top, Math.round(region.height * sy))),
  }
  const { channels } = await sharp(image).extract(area).stats()
  const rgb = channels.slice(0, 3)
  return rgb.reduce((sum, c) => sum + c.stdev, 0) / rgb.length > PICTURE_STDEV
}

/**
 * Opens `url` in a fresh context (empty cache) under a trace with screenshots, lets `settle` wait until the page
 * has surely shown its picture (then two more frames, so that frame's screenshot is in), and returns ms from the
 * navigation's start to the first screenshot showing a picture in the region `where` gives once the page settled.
 */
export async function onScreenRun(
  browser: Browser,
  url: string,
  settle: (page: Page) => Promise<void>,
  where: (page: Page) => Promise<Region>,
  prepare: (page: Page) => Promise<unknown> = async () => {},
): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT })
  const folder = mkdtempSync(path.join(os.tmpdir(), 'showhome-on-screen-'))
  const file = path.join(folder, 'trace.json')
  try {
    const page = await context.newPage()
    await prepare(page)
    await page.goto('about:blank')
    await browser.startTracing(page, {
      path: file,
      screenshots: true,
      categories: ['disabled-by-default-devtools.screenshot', 'blink.user_timing', 'loading'],
    })
    let region: Region
    try {
      await page.goto(url)
      await settle(page)
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      region = await where(page)
    } finally {
      // Stopped whatever happened: a browser traces one page at a time.
      await browser.stopTracing()
    }
    const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents
    const start = events.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(url.split('#')[0] ?? url),
    )
    if (!start) throw new Error(`no navigation to ${url} in the trace`)
    const shots = events.filter((e) => e.name === 'Screenshot' && e.ts >= start.ts).sort((a, b) => a.ts - b.ts)
    for (const shot of shots)
      if (shot.args?.snapshot && (await showsPicture(shot.args.snapshot, region))) return (shot.ts - start.ts) / 1000
    throw new Error(`no frame of ${url} showed a picture`)
  } finally {
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  }
}
