import { describe, expect, it } from 'vitest'
import { applicableTourHints } from '../../src/domain/tour-hints'

describe('applicableTourHints', () => {
  it.each([
    ['plan beside the tour', 'sidebar', false, ['drag', 'move', 'floorPlanClick']],
    ['plan floating, a1', 'floating', true, ['drag', 'move', 'floorPlanClick', 'floatingPlan', 'autoplay']],
    ['plan folded away', 'collapsed', false, ['drag', 'move']],
    ['no plan, a1', 'inactive', true, ['drag', 'move', 'autoplay']],
  ] as const)('%s', (_, planLayout, allowAutoplay, names) => {
    expect(applicableTourHints({ planLayout, allowAutoplay })).toEqual(names)
  })
})
