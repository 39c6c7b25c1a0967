// The interactive floor plan in a page: its surface (by role and name), the drawing inside it, and the drawing's
// box on screen once any tween has landed, which is how a test sees zoom (its width) and pan (its position).
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
    /**
     * The drawing's box on screen once it stands where the plan's chart put it: drawn, and no zoom or fit tween
     * under way (the surface carries data-tweening while one glides, from the frame the change is asked for).
     */
    settledBox: async () => {
      await expect(drawing).toHaveCount(1)
      await expect(surface).not.toHaveAttribute('data-tweening')
      const box = await drawing.boundingBox()
      if (!box) throw new Error('the floor plan drawing has no box')
      return box
    },
  }
}
