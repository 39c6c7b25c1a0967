// The embedded script API, version 2 (docs/embed-api.md), as another site uses it: a host page on another origin
// (about:blank, written with setContent: an opaque origin) loads the standalone client from the server's stable
// address, connects it to the tour's iframe and drives the tour with every v2 command, hearing each answer: ready
// with the version and capabilities, the floor change, refused commands as error events, the guided tour's
// states, getState, and the section the visitor opens inside the frame (after which tour commands are refused).
//
// Each step waits for the event the tour posts in answer (among the events heard after the command), then for the
// frame's own state: software WebGL on a busy machine makes a move take seconds, never a fixed time.
import { expect, type Page, test } from '@playwright/test'
import { visitableFloors } from '../../src/domain/tour-floors'
import type { ReadyInfoV2, TourStateInfo } from '../../src/embed/client'
import { allListings } from './pages/listing-viewer'
import { expectScene, TOUR_TIMEOUT, type TourJson, tourOf } from './pages/tour'

interface HeardEvent {
  readonly type: string
  readonly [field: string]: unknown
}

interface HostWindow {
  readonly __heard: HeardEvent[]
  readonly __tour: {
    readonly ready: Promise<ReadyInfoV2>
    getState(): Promise<TourStateInfo>
    [command: string]: unknown
  }
  __raw(message: unknown): void
}

/** A public listing whose tour has scenes on two floors at least, and those floors. */
async function twoFloorTour(page: Page, base: string) {
  for (const summary of await allListings(page.request, base, 'explore')) {
    if (!summary.tourReady || summary.passcode) continue
    const tour = (await tourOf(page.request, base, summary.tourName)) as TourJson & {
      floors: ReadonlyArray<{ id: string; name: string; z: number }>
    }
    const floors = visitableFloors(tour.floors, tour.scenes)
    if (floors.length >= 2) return { tourName: summary.tourName, tour, floors }
  }
  throw new Error('The demo has no public tour on two floors')
}

const host = (page: Page) => page.evaluate(() => (window as unknown as HostWindow).__heard.length)
/** Calls a client method by name; answers how many events had been heard before, where to look for the answer. */
const command = (page: Page, name: string, ...args: unknown[]) =>
  page.evaluate(
    ([method, values]) => {
      const w = window as unknown as HostWindow
      const mark = w.__heard.length
      ;(w.__tour[method as string] as (...a: unknown[]) => void)(...(values as unknown[]))
      return mark
    },
    [name, args] as const,
  )
const heardSince = (page: Page, mark: number) =>
  page.evaluate((from) => (window as unknown as HostWindow).__heard.slice(from), mark)
/** Waits until an event of `type` is heard after `mark`, and answers the first. */
async function next(page: Page, mark: number, type: string): Promise<HeardEvent> {
  let found: HeardEvent | undefined
  await expect
    .poll(
      async () => {
        found = (await heardSince(page, mark)).find((e) => e.type === type)
        return found !== undefined
      },
      { timeout: TOUR_TIMEOUT },
    )
    .toBe(true)
  return found as HeardEvent
}

test('a host site drives a tour with the v2 client: floors, errors, the guided tour, state and sections', async ({
  page,
  baseURL,
}) => {
  // Several tour waits (open, floor move, guided tour moves) on software WebGL.
  test.slow()
  const base = baseURL ?? ''
  const { tourName, tour, floors } = await twoFloorTour(page, base)
  const client = await page.request.get(`${base}/embed/v2/tour-api.js`, { headers: { Origin: 'https://host.example' } })
  expect(client.status()).toBe(200)
  // Any site may load it: CORS for everyone, and a name that never changes is looked at again within the hour.
  expect(client.headers()['access-control-allow-origin']).toBe('*')
  expect(client.headers()['cache-control']).toBe('public, max-age=3600')

  const src = `${base}/${tourName}/tour?enablejsapi=1&o=a1`
  await page.setContent(`<!doctype html><html><head><script src="${base}/embed/v2/tour-api.js"></script></head>
    <body><iframe title="3D tour" style="width:1000px;height:600px;border:0"></iframe><script>
      const frame = document.querySelector('iframe')
      window.__heard = []
      window.__tour = ShowhomeTour.connect(frame)
      for (const type of ['move', 'floor', 'section', 'autoplay', 'error']) {
        window.__tour.on(type, (event) => window.__heard.push(event))
      }
      window.__raw = (message) => frame.contentWindow.postMessage(message, '*')
      frame.src = ${JSON.stringify(src)}
    </script></body></html>`)
  const frame = page.frameLocator('iframe')

  const ready = await page.evaluate(() => (window as unknown as HostWindow).__tour.ready)
  expect(ready.version).toBe(2)
  expect(ready.capabilities.commands).toEqual(
    expect.arrayContaining(['setFloor', 'startAutoplay', 'stopAutoplay', 'getState']),
  )
  expect(ready.capabilities.events).toEqual(expect.arrayContaining(['floor', 'section', 'autoplay', 'error']))
  expect(ready.sceneCode).toBe(tour.starting.sceneCode)
  expect(ready.floors).toEqual(floors)
  const startScene = tour.scenes.find((s) => s.code === tour.starting.sceneCode)
  expect(ready.floor).toBe(startScene?.floor)
  expect(ready.section).toBe('tour')
  // o=a1 allows the guided tour; it waits for the visitor (or the host).
  expect(ready.autoplay).toBe('idle')
  await expectScene(frame, tour.starting.sceneCode)

  // Another floor: the tour walks to its first visible scene, and the host hears the move, then the floor.
  const other = floors.find((f) => f.id !== ready.floor)?.id ?? ''
  const entry = tour.scenes.find((s) => !s.hidden && s.floor === other)?.code ?? ''
  const beforeFloor = await command(page, 'setFloor', other)
  expect(await next(page, beforeFloor, 'floor')).toMatchObject({ floor: other })
  expect((await heardSince(page, beforeFloor)).slice(0, 2)).toEqual([
    { showhome: 'event', type: 'move', sceneCode: entry },
    { showhome: 'event', type: 'floor', floor: other },
  ])
  await expectScene(frame, entry)

  // What the tour cannot do is answered, never silently dropped.
  const beforeBad = await command(page, 'setFloor', 'no-such-floor')
  expect(await next(page, beforeBad, 'error')).toMatchObject({ code: 'unknown-floor', command: 'setFloor' })
  const beforeUnknown = await command(page, 'move', 'no-such-scene')
  expect(await next(page, beforeUnknown, 'error')).toMatchObject({ code: 'unknown-scene', command: 'move' })
  const beforeRaw = await host(page)
  await page.evaluate(() => (window as unknown as HostWindow).__raw({ showhome: 'command', type: 'zoom' }))
  expect(await next(page, beforeRaw, 'error')).toMatchObject({ code: 'invalid-command' })
  await expectScene(frame, entry)

  // The guided tour: started and paused by the host, its states heard, its controls in the frame following.
  const beforeStart = await command(page, 'startAutoplay')
  expect(await next(page, beforeStart, 'autoplay')).toMatchObject({ state: 'playing' })
  await expect(frame.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: TOUR_TIMEOUT })
  const beforeStop = await command(page, 'stopAutoplay')
  expect(await next(page, beforeStop, 'autoplay')).toMatchObject({ state: 'paused' })
  await expect(frame.getByRole('button', { name: 'Resume' })).toBeVisible()

  // The guided tour may have paused mid-move (to its first scene): the state names the scene arrived in last, which
  // the frame shows once that move ends.
  let state: TourStateInfo | undefined
  await expect
    .poll(
      async () => {
        state = await page.evaluate(() => (window as unknown as HostWindow).__tour.getState())
        return state.sceneCode === (await frame.locator('[data-tour-phase]').getAttribute('data-scene'))
      },
      { timeout: TOUR_TIMEOUT },
    )
    .toBe(true)
  expect(state).toMatchObject({ section: 'tour', autoplay: 'paused' })
  expect(state?.floor).toBe(tour.scenes.find((s) => s.code === state?.sceneCode)?.floor)

  // The visitor opens the photos inside the frame: the host hears the section, and tour commands are refused.
  const beforeSection = await host(page)
  await frame.getByRole('link', { name: 'Photos', exact: true }).click()
  expect(await next(page, beforeSection, 'section')).toMatchObject({ section: 'photos' })
  const beforeHidden = await command(page, 'move', entry)
  expect(await next(page, beforeHidden, 'error')).toMatchObject({ code: 'tour-not-shown', command: 'move' })
})

test('the example host page opens a demo tour and drives it with the standalone client', async ({ page }) => {
  test.slow()
  // Without ?tour= the server picks a public demo tour.
  await page.goto('/embed/v2/example.html')
  await expect(page).toHaveURL(/\/embed\/v2\/example\.html\?tour=[a-z0-9-]+$/)
  await expect(page.getByRole('status')).toHaveText(/^Protocol version 2; \d+ scenes/, { timeout: TOUR_TIMEOUT })
  const log = page.getByRole('list', { name: 'What the tour said' })
  await expect(log).toContainText('ready: scene')
  await page.getByRole('button', { name: 'Start guided tour' }).click()
  await expect(log).toContainText('guided tour: playing', { timeout: TOUR_TIMEOUT })
  await page.getByRole('button', { name: 'Pause guided tour' }).click()
  await expect(log).toContainText('guided tour: paused', { timeout: TOUR_TIMEOUT })
  await page.getByRole('button', { name: 'Ask where it stands' }).click()
  await expect(log).toContainText(/state: scene \S+, floor \S*, section tour, guided tour paused/, {
    timeout: TOUR_TIMEOUT,
  })
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: 'test-results/embed-example.png' })
})
