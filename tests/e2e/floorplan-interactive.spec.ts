// The floor plan section's interactive plan (SPEC §4 Floor plan layout 'full', §9 floor plan constants), on the
// showcase listing of the demo world (two floors): the zoom buttons and keys change the scale, a drag pans a zoomed
// plan, the unit toggle and the floor switcher swap the drawing, axe finds nothing serious, and the section is
// saved as a screenshot at 1280×800 (desktop) and 390×844 (phone) in .tmp/screens for review.
import { expect, test } from '@playwright/test'
import { seriousA11yViolations } from './pages/a11y'
import { floorPlan } from './pages/floor-plan'
import { type FullListing, showcaseListing, waitForListing, watchViewerErrors } from './pages/listing-viewer'
import { lookShot } from './pages/screenshots'

interface PlanFloor {
  readonly id: string
  readonly name: string
}

let listing: FullListing
let floors: ReadonlyArray<PlanFloor>
test.beforeAll(async ({ request, baseURL }) => {
  listing = await showcaseListing(request, baseURL as string)
  floors = (listing.floorplan?.floors ?? []) as ReadonlyArray<PlanFloor>
  expect(floors.length).toBeGreaterThanOrEqual(2)
})

async function openPlan(page: import('@playwright/test').Page) {
  await page.goto(`/${listing.tourName}/floorplan`)
  await waitForListing(page)
  const first = floors[0] as PlanFloor
  const plan = floorPlan(page, first.name)
  await expect(plan.drawing).toHaveAttribute('href', new RegExp(`/floorplans/${first.id}-imperial\\.svg$`))
  return plan
}

test('zoom buttons and keys change the scale, never below the whole plan', async ({ page }) => {
  const errors = watchViewerErrors(page)
  const plan = await openPlan(page)
  await expect(plan.surface).toHaveAttribute('data-fitted')
  await expect(plan.zoomOut).toBeDisabled()
  const whole = await plan.settledBox()
  const scale = async () => (await plan.settledBox()).width / whole.width
  await plan.zoomIn.click()
  await expect.poll(scale).toBeCloseTo(1.5, 2)
  await plan.surface.focus()
  await page.keyboard.press('+')
  await expect.poll(scale).toBeCloseTo(2.25, 2)
  await page.keyboard.press('-')
  await plan.zoomOut.click()
  await expect.poll(scale).toBeCloseTo(1, 2)
  await expect(plan.zoomOut).toBeDisabled()
  expect(errors).toEqual([])
})

test('a drag pans the zoomed plan; arrows pan too', async ({ page }) => {
  const plan = await openPlan(page)
  for (let i = 0; i < 3; i++) await plan.zoomIn.click()
  const before = await plan.settledBox()
  const surface = await plan.surface.boundingBox()
  if (!surface) throw new Error('no plan surface')
  const centre = { x: surface.x + surface.width / 2, y: surface.y + surface.height / 2 }
  await page.mouse.move(centre.x, centre.y)
  await page.mouse.down()
  await page.mouse.move(centre.x - 30, centre.y - 20, { steps: 4 })
  await page.mouse.move(centre.x - 60, centre.y - 40, { steps: 4 })
  await page.mouse.up()
  const after = await plan.settledBox()
  expect(after.x).toBeCloseTo(before.x - 60, 0)
  expect(after.y).toBeCloseTo(before.y - 40, 0)
  expect(after.width).toBeCloseTo(before.width, 0)
  await plan.surface.focus()
  await page.keyboard.press('ArrowLeft')
  await expect.poll(async () => (await plan.settledBox()).x).toBeGreaterThan(after.x)
})

test('the unit toggle and the floor switcher swap the drawing', async ({ page }) => {
  const errors = watchViewerErrors(page)
  const plan = await openPlan(page)
  const [first, second] = floors as [PlanFloor, PlanFloor]
  await plan.unit('m').click()
  await expect(plan.unit('m')).toHaveAttribute('aria-pressed', 'true')
  await expect(plan.drawing).toHaveAttribute('href', new RegExp(`/floorplans/${first.id}-metric\\.svg$`))
  await plan.floor(second.name).click()
  await expect(plan.floor(second.name)).toHaveAttribute('aria-pressed', 'true')
  const upper = floorPlan(page, second.name)
  await expect(upper.drawing).toHaveAttribute('href', new RegExp(`/floorplans/${second.id}-metric\\.svg$`))
  await expect(page.getByRole('table', { name: `Rooms on the ${second.name.toLowerCase()}` })).toBeVisible()
  // The downloads follow the floor and the unit.
  await expect(page.getByRole('link', { name: `PNG, ${second.name.toLowerCase()}` })).toHaveAttribute(
    'href',
    new RegExp(`/floorplans/${second.id}-metric\\.png$`),
  )
  await plan.unit('ft').click()
  await expect(upper.drawing).toHaveAttribute('href', new RegExp(`/floorplans/${second.id}-imperial\\.svg$`))
  expect(errors).toEqual([])
})

test('no serious accessibility violations; screenshots', async ({ page }, info) => {
  const phone = info.project.name === 'phone'
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 800 })
  const plan = await openPlan(page)
  await plan.settledBox()
  // The drawing is an <image> inside the plan's SVG; wait until the browser has it.
  await page.waitForLoadState('networkidle')
  expect(await seriousA11yViolations(page)).toEqual([])
  await lookShot(page, { path: `.tmp/screens/floorplan-interactive-${info.project.name}.png` })
  await plan.zoomIn.click()
  await plan.zoomIn.click()
  await plan.grid.click()
  await plan.settledBox()
  await lookShot(page, { path: `.tmp/screens/floorplan-interactive-zoomed-${info.project.name}.png` })
  expect(await seriousA11yViolations(page)).toEqual([])
})
