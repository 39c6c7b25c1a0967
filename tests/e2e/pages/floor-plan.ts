// The interactive floor plan in a page: its surface (by role and name), the drawing inside it, and the drawing's
// box on screen, which is how a test sees zoom (its width) and pan (its position).
import { expect, type Page } from '@playwright/test'

export const floorPlan = (page: Page, floorName: string) => {
  const surface = page.getByRole('application', { name: `Floor plan of the ${floorName.toLowerCase()}` })
  const drawing = surface.locator('image[data-plan-drawing]')
  return {
    surface,
    drawing,
    zoomIn: page.getByRole('button', { name: 'Zoom in' }),
    zoomOut: page.getByRole('button', { name: 'Zoom out' }),
    fit: page.getByRole('button', { name: 'Show the whole plan' }),
    grid: page.getByRole('button', { name: 'Measuring grid' }),
    floor: (name: string) => page.getByRole('group', { name: 'Floor' }).getByRole('button', { name, exact: true }),
    unit: (label: 'ft' | 'm') =>
      page.getByRole('group', { name: 'Units' }).getByRole('button', { name: label, exact: true }),
    /** The drawing's box on screen, once drawn. */
    box: async () => {
      await expect(drawing).toHaveCount(1)
      const box = await drawing.boundingBox()
      if (!box) throw new Error('the floor plan drawing has no box')
      return box
    },
  }
}

/** Resolves once the drawing's box stops changing (the 0.25 s zoom tween has landed). */
export async function settledBox(box: () => Promise<{ x: number; y: number; width: number; height: number }>) {
  let last = await box()
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 120))
    const next = await box()
    if (next.x === last.x && next.y === last.y && next.width === last.width) return next
    last = next
  }
}
