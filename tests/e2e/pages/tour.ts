// Helpers for the tour journeys (issue 7): the tour config through the real API, waiting for the engine's first
// frames, what the canvas shows, and where a linked scene's floor circle lands on screen.
import { type APIRequestContext, expect, type FrameLocator, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { encodeStartView } from '../../../src/domain/start-view'
import { headingTo } from '../../../src/domain/tour-view'
import type { Scene } from '../../../src/schemas/TourConfig'
import { getListing, showcaseListing } from './listing-viewer'

export interface TourJson {
  readonly scenes: ReadonlyArray<Scene>
  readonly starting: { readonly sceneCode: string; readonly pan: number; readonly tilt: number }
  readonly rooms?: ReadonlyArray<{ readonly id: string; readonly name: string }>
}

export async function tourOf(request: APIRequestContext, baseURL: string, tourName: string): Promise<TourJson> {
  const listing = (await getListing(request, baseURL, tourName)) as unknown as { tourConfigVersion: number }
  const response = await request.get(`${baseURL}/api/v1/tour/${tourName}?v=${listing.tourConfigVersion}`, {
    headers: { Origin: baseURL },
  })
  expect(response.status()).toBe(200)
  return response.json()
}

/** The showcase listing (tour, plan, photos) and its tour config. */
export async function showcaseTour(request: APIRequestContext, baseURL: string) {
  const listing = await showcaseListing(request, baseURL)
  return { listing, tour: await tourOf(request, baseURL, listing.tourName) }
}

/**
 * How long a tour may take to open, or to load and walk to a scene, before a journey calls it broken. CI draws the
 * tour with software WebGL (SwiftShader) while a second browser does the same on the other of two shared cores: on
 * such a machine, busy with other work too, an embedded tour at phone size took 28 s to open and a 0.65 s move up
 * to 7 s to be heard. Waits end as soon as the state is reached, so the limit costs time only when it is broken.
 */
export const TOUR_TIMEOUT = 60_000

export const tourStage = (page: Page | FrameLocator) => page.locator('[data-tour-phase]')

/** Waits until the tour shows `sceneCode` (a move or jump arrived: the stage's data-scene follows every arrival). */
export async function expectScene(page: Page | FrameLocator, sceneCode: string) {
  await expect(tourStage(page)).toHaveAttribute('data-scene', sceneCode, { timeout: TOUR_TIMEOUT })
}

/** Waits until the tour drew its first full-resolution frame and no move is under way. */
export async function waitForTour(page: Page) {
  await expect(tourStage(page)).toHaveAttribute('data-tour-phase', 'ready', { timeout: TOUR_TIMEOUT })
  await page.waitForFunction(() => window.__showhomeTourStats?.firstFullFrame !== undefined, undefined, {
    timeout: TOUR_TIMEOUT,
  })
  await expect(page.locator('[data-throbber]')).toHaveCount(0, { timeout: TOUR_TIMEOUT })
}

/** The spread of brightness over the canvas: a blank or one-colour canvas is near 0, a room well above 20. */
export async function canvasContrast(canvas: Locator): Promise<number> {
  const stats = await sharp(await canvas.screenshot()).stats()
  return Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))
}

/** A linked scene of `from` on the same floor, and the d1 that looks straight at its floor circle. */
export function lookAtLinked(tour: TourJson, from: Scene): { target: Scene; d1: string } {
  const target = from.linkedScenes
    .map((code) => tour.scenes.find((s) => s.code === code))
    .find((s): s is Scene => s !== undefined && !s.hidden && s.floor === from.floor)
  if (!target) throw new Error(`scene ${from.code} has no linked scene on its floor`)
  const distance = Math.hypot(target.x - from.x, target.y - from.y)
  const drop = from.z - (target.z - target.height / 100)
  const tilt = -Math.round((Math.atan2(drop, distance) * 180) / Math.PI)
  return { target, d1: encodeStartView(headingTo(from, target), tilt, from.code) }
}

/** The d1 held by the "Copy link to this view" button's link, read back from the clipboard. */
export async function copiedView(page: Page): Promise<URL> {
  await page.getByRole('button', { name: 'Copy link to this view' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
  return new URL(await page.evaluate(() => navigator.clipboard.readText()))
}
