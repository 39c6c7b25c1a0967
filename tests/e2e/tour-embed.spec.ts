// The embedded script API (SPEC §6, docs/embed-api.md) from another site's page: the host hears 'ready' with the
// scene list, moves and jumps the tour and hears it arrive, turns it and hears the view, and odd messages are
// ignored. The host page is written into about:blank (an opaque origin, so a different one from the tour's; a page
// served by request interception would count as a public site and Chromium would block its frame to 127.0.0.1).
import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { showcaseListing } from './pages/listing-viewer'
import { tourOf } from './pages/tour'

interface HostEvent {
  readonly showhome: 'event'
  readonly type: string
  readonly sceneCode?: string
  readonly pan?: number
  readonly tilt?: number
  readonly scenes?: ReadonlyArray<{ readonly code: string }>
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: HostEvent[] }).__events)
const send = (page: Page, command: unknown) =>
  page.evaluate((c) => (window as unknown as { __send: (c: unknown) => void }).__send(c), command)

test('a host page drives the tour through the script API and hears it move and turn', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const listing = await showcaseListing(request, base)
  const tour = await tourOf(request, base, listing.tourName)
  const src = `${base}/${listing.tourName}/tour?enablejsapi=1`
  const host = readFileSync('tests/e2e/fixtures/embed-host.html', 'utf8')
  await page.setContent(host.replace('<head>', `<head><script>window.__tourSrc = ${JSON.stringify(src)}</script>`))

  // The framed tour loads its listing, config and first picture first; two browsers share the CPU in this run.
  await expect.poll(async () => (await events(page)).find((e) => e.type === 'ready'), { timeout: 15_000 }).toBeTruthy()
  const ready = (await events(page)).find((e) => e.type === 'ready')
  expect(ready?.sceneCode).toBe(tour.starting.sceneCode)
  expect(ready?.scenes?.map((s) => s.code)).toEqual(tour.scenes.filter((s) => !s.hidden).map((s) => s.code))

  // Odd shapes first: they must be ignored without breaking anything.
  for (const odd of ['move', { showhome: 'command', type: 'move' }, { type: 'jump', sceneCode: 's01' }, null]) {
    await send(page, odd)
  }
  const start = tour.scenes.find((s) => s.code === tour.starting.sceneCode)
  const linked = start?.linkedScenes[0] ?? ''
  await send(page, { showhome: 'command', type: 'move', sceneCode: linked })
  await expect.poll(async () => (await events(page)).filter((e) => e.type === 'move').at(-1)?.sceneCode).toBe(linked)

  await send(page, { showhome: 'command', type: 'rotate', pan: 90, tilt: -10 })
  await expect
    .poll(async () => {
      const last = (await events(page)).filter((e) => e.type === 'rotate').at(-1)
      return last ? [Math.round(last.pan ?? -1), Math.round(last.tilt ?? -1)] : undefined
    })
    .toEqual([90, -10])

  const far = tour.scenes.find((s) => !s.hidden && s.code !== linked && s.code !== start?.code)?.code ?? ''
  await send(page, { showhome: 'command', type: 'jump', sceneCode: far })
  await expect.poll(async () => (await events(page)).filter((e) => e.type === 'move').at(-1)?.sceneCode).toBe(far)
  await expect(page.frameLocator('iframe').locator('[data-tour-phase]')).toHaveAttribute('data-scene', far)
})
