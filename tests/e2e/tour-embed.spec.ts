// The embedded script API (SPEC §6, docs/embed-api.md) from another site's page: the host hears 'ready' with the
// scene list, moves and jumps the tour and hears it arrive, turns it and hears the view, and odd messages are
// ignored. The host page is written into about:blank (an opaque origin, so a different one from the tour's; a page
// served by request interception would count as a public site and Chromium would block its frame to 127.0.0.1).
//
// Every step waits for the event the tour posts in answer (looked for among the events heard after the command was
// sent, so an earlier event never answers a later command), then for the frame's own state: software WebGL on a
// busy machine makes a move take seconds, never a fixed time.
import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { showcaseListing } from './pages/listing-viewer'
import { expectScene, TOUR_TIMEOUT, tourOf } from './pages/tour'

interface HostEvent {
  readonly showhome: 'event'
  readonly type: string
  readonly sceneCode?: string
  readonly pan?: number
  readonly tilt?: number
  readonly scenes?: ReadonlyArray<{ readonly code: string }>
}

interface HostWindow {
  readonly __events: HostEvent[]
  __send(command: unknown): void
}

/** Every event the host heard, in order, from the `since`-th on. */
const heard = (page: Page, since = 0) =>
  page.evaluate((from) => (window as unknown as HostWindow).__events.slice(from), since)
/** Sends a command and answers how many events the host had heard before it: where to look for the answer. */
const send = (page: Page, command: unknown) =>
  page.evaluate((c) => {
    const host = window as unknown as HostWindow
    const mark = host.__events.length
    host.__send(c)
    return mark
  }, command)
/** The scene codes of the move events heard since `mark`. */
const movesSince = async (page: Page, mark: number) =>
  (await heard(page, mark)).filter((e) => e.type === 'move').map((e) => e.sceneCode)

test('a host page drives the tour through the script API and hears it move and turn', async ({
  page,
  request,
  baseURL,
}) => {
  // Four tour waits (open, move, turn, jump), each of which may take seconds on software WebGL.
  test.slow()
  const base = baseURL ?? ''
  const listing = await showcaseListing(request, base)
  const tour = await tourOf(request, base, listing.tourName)
  const src = `${base}/${listing.tourName}/tour?enablejsapi=1`
  const host = readFileSync('tests/e2e/fixtures/embed-host.html', 'utf8')
  await page.setContent(host.replace('<head>', `<head><script>window.__tourSrc = ${JSON.stringify(src)}</script>`))
  const frame = page.frameLocator('iframe')

  // The framed tour loads the app, its listing, config and first picture first.
  await expect.poll(async () => (await heard(page)).map((e) => e.type), { timeout: TOUR_TIMEOUT }).toContain('ready')
  const events = await heard(page)
  // Nothing comes before ready (docs/embed-api.md), and it names the opening scene and the visible scenes.
  expect(events[0]?.type).toBe('ready')
  const ready = events[0]
  expect(ready?.sceneCode).toBe(tour.starting.sceneCode)
  expect(ready?.scenes?.map((s) => s.code)).toEqual(tour.scenes.filter((s) => !s.hidden).map((s) => s.code))
  await expectScene(frame, tour.starting.sceneCode)

  // Odd shapes first: they must be ignored without breaking anything.
  for (const odd of ['move', { showhome: 'command', type: 'move' }, { type: 'jump', sceneCode: 's01' }, null]) {
    await send(page, odd)
  }
  const start = tour.scenes.find((s) => s.code === tour.starting.sceneCode)
  const linked = start?.linkedScenes[0] ?? ''
  const beforeMove = await send(page, { showhome: 'command', type: 'move', sceneCode: linked })
  // One arrival, where the host asked: the odd messages moved nothing.
  await expect.poll(() => movesSince(page, beforeMove), { timeout: TOUR_TIMEOUT }).toEqual([linked])
  await expectScene(frame, linked)

  const beforeTurn = await send(page, { showhome: 'command', type: 'rotate', pan: 90, tilt: -10 })
  await expect
    .poll(
      async () => {
        const last = (await heard(page, beforeTurn)).filter((e) => e.type === 'rotate').at(-1)
        return last ? [Math.round(last.pan ?? -1), Math.round(last.tilt ?? -1)] : undefined
      },
      { timeout: TOUR_TIMEOUT },
    )
    .toEqual([90, -10])

  const far = tour.scenes.find((s) => !s.hidden && s.code !== linked && s.code !== start?.code)?.code ?? ''
  const beforeJump = await send(page, { showhome: 'command', type: 'jump', sceneCode: far })
  await expect.poll(() => movesSince(page, beforeJump), { timeout: TOUR_TIMEOUT }).toEqual([far])
  await expectScene(frame, far)
})
