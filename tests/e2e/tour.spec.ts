// The walkable 3D tour (issue 7) in a real browser on the demo world: the canvas shows the panorama, a d1 link opens
// its view, the keyboard turns the view, a click on a floor circle walks there, the walk-to buttons work, and a
// broken config says 'Unable to load tour'.
import { expect, test } from '@playwright/test'
import { decodeStartView, encodeStartView } from '../../src/domain/start-view'
import type { Scene } from '../../src/schemas/TourConfig'
import { seriousA11yViolations } from './pages/a11y'
import { showcaseListing, watchViewerErrors } from './pages/listing-viewer'
import { ONE_SCREEN } from './pages/screens'
import {
  canvasContrast,
  copiedView,
  expectScene,
  lookAtLinked,
  showcaseTour,
  TOUR_TIMEOUT,
  tourStage,
  waitForTour,
} from './pages/tour'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('the tour opens at the listing start and shows the panorama on the canvas', async ({ page, request, baseURL }) => {
  const errors = watchViewerErrors(page)
  const { listing, tour } = await showcaseTour(request, baseURL ?? '')
  await page.goto(`/${listing.tourName}/tour`)
  await waitForTour(page)
  await expect(tourStage(page)).toHaveAttribute('data-scene', tour.starting.sceneCode)
  const canvas = page.getByRole('application', { name: /3D tour/ })
  await expect(canvas).toBeVisible()
  expect(await canvasContrast(canvas)).toBeGreaterThan(20)
  const view = decodeStartView((await copiedView(page)).searchParams.get('d1'))
  expect(view).toEqual({ sceneCode: tour.starting.sceneCode, pan: tour.starting.pan, tilt: tour.starting.tilt })
  expect(errors).toEqual([])
})

test(
  'a d1 link opens its scene and view, and the arrow keys turn it',
  ONE_SCREEN,
  async ({ page, request, baseURL }) => {
    const { listing, tour } = await showcaseTour(request, baseURL ?? '')
    const other = tour.scenes.find((s) => !s.hidden && s.code !== tour.starting.sceneCode && s.cluster !== 'outside')
    if (!other) throw new Error('the demo tour has one scene')
    await page.goto(`/${listing.tourName}/tour?d1=${encodeStartView(100, -10, other.code)}`)
    await waitForTour(page)
    await expect(tourStage(page)).toHaveAttribute('data-scene', other.code)
    expect(decodeStartView((await copiedView(page)).searchParams.get('d1'))).toEqual({
      sceneCode: other.code,
      pan: 100,
      tilt: -10,
    })
    await page.getByRole('application', { name: /3D tour/ }).focus()
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp']) await page.keyboard.press(key)
    await expect
      .poll(async () => decodeStartView((await copiedView(page)).searchParams.get('d1')))
      .toEqual({ sceneCode: other.code, pan: 130, tilt: 0 })
  },
)

test('clicking a floor circle walks to that scene', async ({ page, request, baseURL }) => {
  const errors = watchViewerErrors(page)
  const { listing, tour } = await showcaseTour(request, baseURL ?? '')
  const start = tour.scenes.find((s) => s.code === tour.starting.sceneCode)
  if (!start) throw new Error('no starting scene')
  const { target, d1 } = lookAtLinked(tour, start)
  await page.goto(`/${listing.tourName}/tour?d1=${d1}`)
  await waitForTour(page)
  // The view looks straight at the circle, so it sits in the middle of the canvas.
  await page.getByRole('application', { name: /3D tour/ }).click()
  await expectScene(page, target.code)
  await waitForTour(page)
  expect(errors).toEqual([])
})

test('the walk-to buttons move through the tour from the keyboard', ONE_SCREEN, async ({ page, request, baseURL }) => {
  const { listing, tour } = await showcaseTour(request, baseURL ?? '')
  const start = tour.scenes.find((s) => s.code === tour.starting.sceneCode)
  await page.goto(`/${listing.tourName}/tour`)
  await waitForTour(page)
  const walk = page.getByRole('navigation', { name: 'Walk to' }).getByRole('button')
  await expect(walk).toHaveCount(start?.linkedScenes.length ?? 0)
  await page.getByRole('application', { name: /3D tour/ }).focus()
  await page.keyboard.press('Tab')
  await expect(walk.first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(tourStage(page)).not.toHaveAttribute('data-scene', tour.starting.sceneCode, { timeout: TOUR_TIMEOUT })
  // The focus stays in the list, ready for the next step.
  await expect(walk.first()).toBeFocused()
})

test(
  'the Rooms list walks anywhere by room from the keyboard, and every arrival is announced',
  ONE_SCREEN,
  async ({ page, request, baseURL }) => {
    const { listing, tour } = await showcaseTour(request, baseURL ?? '')
    const named = (cluster: string) => tour.rooms?.find((r) => r.id === cluster)?.name
    const start = tour.scenes.find((s) => s.code === tour.starting.sceneCode) as Scene
    // A room of another group than the start's, not one step away: the list reaches what the circles do not.
    const target = tour.scenes.find(
      (s) => !s.hidden && s.group !== start.group && !start.linkedScenes.includes(s.code) && s.cluster !== 'outside',
    ) as Scene
    const firstOfRoom = tour.scenes.find((s) => !s.hidden && s.cluster === target.cluster) as Scene
    watchViewerErrors(page)
    await page.goto(`/${listing.tourName}/tour`)
    await waitForTour(page)
    const arrival = page.locator('[data-tour-arrival]')
    await expect(arrival).toHaveAttribute('role', 'status')
    await expect(arrival).toHaveText(new RegExp(`^${named(start.cluster)}, ${start.group}[,.]`))

    // What a screen reader reads, in order: the tour, where one can walk, the Rooms list, then where one is.
    const tree = await tourStage(page).ariaSnapshot()
    const order = ['application "3D tour', 'navigation "Walk to"', 'button "Rooms"', `status: "${named(start.cluster)}`]
    const at = order.map((line) => tree.indexOf(line))
    expect(at.every((i) => i >= 0) && at.every((i, n) => n === 0 || i > (at[n - 1] as number)), tree).toBe(true)
    // Keyboard only. Turning with the keys completes the first hint, and the next speaks of keys, not clicks.
    await page.getByRole('application', { name: /3D tour/ }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('[data-hint="move"]')).toHaveText(/^Press Tab to reach the places to walk to/, {
      timeout: TOUR_TIMEOUT,
    })
    // Tab from the canvas reaches the walk-to buttons, then the Rooms button.
    const roomsButton = page.getByRole('button', { name: 'Rooms' })
    for (let i = 0; i < 20 && !(await roomsButton.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(roomsButton).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(roomsButton).toHaveAttribute('aria-expanded', 'true')
    const list = page.getByRole('navigation', { name: 'Rooms' })
    // Every room named as the floor plan names it (the demo's plan and tour share the house's rooms).
    const floors = (listing.floorplan?.floors ?? []) as ReadonlyArray<{ rooms: ReadonlyArray<{ name: string }> }>
    const planRooms = new Set(['Outside', ...floors.flatMap((f) => f.rooms.map((r) => r.name))])
    const listed = await list.getByRole('listitem').allTextContents()
    expect(listed.length).toBeGreaterThan(3)
    for (const text of listed)
      expect(planRooms.has(text.replace(/, (next of )?\d+ views| \(you are here\)/g, '').trim()), text).toBe(true)
    await expect(list.locator('[aria-current="location"]')).toHaveText(new RegExp(`^${named(start.cluster)}`))
    expect(await seriousA11yViolations(page)).toEqual([])
    // Escape closes it with the focus still on its button, and Enter opens it again.
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(roomsButton).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(list).toBeVisible()

    const roomButton = list.getByRole('button', { name: new RegExp(`^${named(target.cluster)}(,| \\(|$)`) })
    await roomButton.focus()
    await page.keyboard.press('Enter')
    await expectScene(page, firstOfRoom.code)
    await expect(arrival).toHaveText(new RegExp(`^${named(target.cluster)}, ${target.group}[,.]`), {
      timeout: TOUR_TIMEOUT,
    })
    await expect(roomButton).toHaveAttribute('aria-current', 'location')
    // Escape closes the list and gives the focus back to its button.
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(roomsButton).toBeFocused()
  },
)

test(
  'a room’s photos are a click away in the tour, shown together in the photos section',
  ONE_SCREEN,
  async ({ page, request, baseURL }) => {
    const { listing, tour } = await showcaseTour(request, baseURL ?? '')
    const { photos } = listing
    // The test's own reading: a photo belongs to the room (cluster) of the scene it was taken from.
    const clusterOf = (code: string | null) => tour.scenes.find((s) => s.code === code && !s.hidden)?.cluster
    const room = tour.scenes.find(
      (s) => !s.hidden && photos.some((p) => !p.hidden && clusterOf(p.sceneCode) === s.cluster),
    )
    expect(room, 'a demo room with photos').toBeDefined()
    const cluster = room?.cluster as string
    const name = tour.rooms?.find((r) => r.id === cluster)?.name as string
    const inRoom = photos.filter((p) => !p.hidden && clusterOf(p.sceneCode) === cluster)
    watchViewerErrors(page)
    await page.goto(`/${listing.tourName}/tour`)
    await waitForTour(page)
    await page.getByRole('button', { name: 'Rooms' }).click()
    const start = tour.scenes.find((s) => s.code === tour.starting.sceneCode) as Scene
    if (start.cluster !== cluster) {
      await page
        .getByRole('navigation', { name: 'Rooms' })
        .getByRole('button', { name: new RegExp(`^${name}(,| \\(|$)`) })
        .click()
    }
    const count = `${inRoom.length} ${inRoom.length === 1 ? 'photo' : 'photos'}`
    const link = page.getByRole('link', { name: `Photos here: ${count} of ${name}` })
    await expect(link).toBeVisible({ timeout: TOUR_TIMEOUT })
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/${listing.tourName}/photos\\?room=${cluster}$`))
    await expect(page.getByRole('heading', { level: 2, name: `${name}: ${count}` })).toBeVisible()
    const grid = page.locator(`a[href*="/${listing.tourName}/photos/"]`)
    await expect(grid).toHaveCount(inRoom.length)
    for (const p of inRoom)
      await expect(page.locator(`a[href^="/${listing.tourName}/photos/${p.code}"]`)).toHaveCount(1)
    // Back to every photo; the filter does not follow the visitor to another section.
    await page.getByRole('link', { name: /^Show all / }).click()
    await expect(page).toHaveURL(new RegExp(`/${listing.tourName}/photos$`))
    await expect(grid).toHaveCount(photos.filter((p) => !p.hidden).length)
  },
)

test(
  "a tour config that cannot be loaded says 'Unable to load tour' and can be retried",
  ONE_SCREEN,
  async ({ page, request, baseURL }) => {
    const listing = await showcaseListing(request, baseURL ?? '')
    let fail = true
    await page.route('**/api/v1/tour/**', (route) =>
      fail ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    )
    watchViewerErrors(page)
    await page.goto(`/${listing.tourName}/tour`)
    await expect(page.getByRole('alert')).toHaveText(/Unable to load tour/)
    fail = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await waitForTour(page)
  },
)

test('o=w with a1 plays the guided tour, which the visitor can pause, resume and leave', async ({
  page,
  request,
  baseURL,
}) => {
  const errors = watchViewerErrors(page)
  const { listing, tour } = await showcaseTour(request, baseURL ?? '')
  const first = tour.scenes.find((s) => !s.hidden)?.code
  await page.goto(`/${listing.tourName}/tour?o=wa1`)
  const guided = page.getByRole('group', { name: 'Guided tour' })
  // It plays as soon as the tour shows, sending the tour to its first scene (outside).
  await expect(guided.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: TOUR_TIMEOUT })
  await guided.getByRole('button', { name: 'Pause' }).click()
  await expect(guided.getByRole('button', { name: 'Resume' })).toBeVisible()
  // Paused, the tour still lands where the guided tour sent it, and stays there while the journey looks.
  await expectScene(page, first ?? '')
  await guided.getByRole('button', { name: 'Resume' }).click()
  await expect(guided.getByRole('button', { name: 'Pause' })).toBeVisible()
  // Taking over stops it: the arrow keys are the visitor's own move.
  await page.getByRole('application', { name: /3D tour/ }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(guided.getByRole('button', { name: 'Resume' })).toBeVisible()
  // Paused offers Resume and About; while playing, the visitor can also leave the guided tour for good.
  await guided.getByRole('button', { name: 'Resume' }).click()
  await guided.getByRole('button', { name: 'Explore on my own' }).click()
  await expect(page.getByRole('button', { name: 'Guided tour' })).toBeVisible()
  expect(errors).toEqual([])
})

test(
  'without a1 the tour never plays by itself and offers no guided tour',
  ONE_SCREEN,
  async ({ page, request, baseURL }) => {
    const listing = await showcaseListing(request, baseURL ?? '')
    await page.goto(`/${listing.tourName}/tour?o=w`)
    await waitForTour(page)
    await expect(page.getByRole('button', { name: /Guided tour|Pause/ })).toHaveCount(0)
  },
)

test('the floor plan beside the tour follows it, and a click on the plan walks the tour there', async ({
  page,
  request,
  baseURL,
}) => {
  const errors = watchViewerErrors(page)
  const { listing, tour } = await showcaseTour(request, baseURL ?? '')
  await page.goto(`/${listing.tourName}/tour`)
  await waitForTour(page)
  // Beside the tour on a wide screen, floating over it on a phone: either way inside the tour's region.
  const tourRegion = page.getByRole('region', { name: '3D tour' })
  const plan = page
    .getByRole('complementary', { name: 'Floor plan' })
    .or(tourRegion.getByRole('application', { name: /^Floor plan of/ }))
  await expect(plan.first()).toBeVisible()
  // The dot, not the whole marker: the viewing cone turns with the view and changes the marker's box.
  const markerOnPage = page.locator('[data-plan-marker] circle')
  await expect(markerOnPage).toHaveCount(1)
  const before = await markerOnPage.boundingBox()
  if (!before) throw new Error('no marker box')

  await page.getByRole('application', { name: /3D tour/ }).focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(tourStage(page)).not.toHaveAttribute('data-scene', tour.starting.sceneCode, { timeout: TOUR_TIMEOUT })
  await expect.poll(async () => (await markerOnPage.boundingBox())?.x).not.toBe(before.x)

  // Back where the tour started, by clicking that spot on the plan.
  await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2)
  await expectScene(page, tour.starting.sceneCode)
  expect(errors).toEqual([])
})

test('hints show one at a time, complete when done, skip together, and come back from the ? button', async ({
  page,
  request,
  baseURL,
}) => {
  const listing = await showcaseListing(request, baseURL ?? '')
  await page.goto(`/${listing.tourName}/tour`)
  await waitForTour(page)
  const hint = page.locator('[data-hint]')
  await expect(hint).toHaveAttribute('data-hint', 'drag')
  await expect(hint).toContainText('Drag to look around.')
  // Doing what it says completes it (the arrow keys look around too); it stays 2 s, then the next one comes.
  await page.getByRole('application', { name: /3D tour/ }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(hint).toContainText('✓')
  await expect(hint).toHaveAttribute('data-hint', 'move')
  await hint.getByRole('button', { name: 'Skip tips' }).click()
  // Skip dismisses every tip but the final one, which says how to see them again.
  await expect(hint).toHaveAttribute('data-hint', 'again')
  await hint.getByRole('button', { name: 'Got it' }).click()
  await expect(hint).toHaveCount(0)
  // Remembered: a new visit shows none.
  await page.reload()
  await waitForTour(page)
  await expect(hint).toHaveCount(0)
  await page.getByRole('button', { name: 'Show the tips again' }).click()
  await expect(hint).toHaveAttribute('data-hint', 'drag')
})
