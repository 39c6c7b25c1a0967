// The tour section's place while its code loads (and as the server renders /{tourName}/tour): the tour's layout with
// an empty stage, and the plan's sidebar only where the app puts it, on wide screens (SPEC §4: wide at 1000 px).
import { readFileSync } from 'node:fs'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WIDE_LAYOUT_MIN_WIDTH_PX } from '../../src/schemas/constants'
import { TourPending } from '../../src/ui/features/listing-viewer/sections/TourPending'

afterEach(cleanup)

describe('TourPending', () => {
  it('shows the 3D tour loading, with the plan’s place beside it when the listing has a plan', () => {
    const { container } = render(<TourPending hasPlan />)
    expect(screen.getByRole('region', { name: '3D tour' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Loading the tour…')
    expect(container.querySelector('[data-tour-pending]')).not.toBeNull()
    expect(container.querySelector('[data-plan]')?.getAttribute('data-plan')).toBe('pending')
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2)
  })

  it('gives the tour the whole width when there is no plan', () => {
    const { container } = render(<TourPending hasPlan={false} />)
    expect(container.querySelector('[data-plan]')?.getAttribute('data-plan')).toBe('inactive')
    // Only the spinner is hidden from screen readers: no sidebar.
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1)
  })

  it('shows the sidebar from the width the viewer-layout chart calls wide', () => {
    const css = readFileSync('src/ui/features/listing-viewer/sections/TourPending.module.css', 'utf8')
    expect([...css.matchAll(/@media \(min-width: (\d+)px\)/g)].map((m) => Number(m[1]))).toEqual([
      WIDE_LAYOUT_MIN_WIDTH_PX,
    ])
  })
})
