import { describe, expect, it } from 'vitest'
import * as C from '../../src/schemas/constants'

// Spot checks that the spec's seconds became milliseconds and its percentages the intended units (SPEC §9).
describe('constants carry the spec numbers in the named units', () => {
  it.each([
    ['HERO_SLIDESHOW_INTERVAL_MS', C.HERO_SLIDESHOW_INTERVAL_MS, 4000],
    ['COPY_CONFIRMATION_MS', C.COPY_CONFIRMATION_MS, 5000],
    ['UPDATE_CHECK_INTERVAL_MS', C.UPDATE_CHECK_INTERVAL_MS, 60000],
    ['ADDRESS_AUTO_SUBMIT_MS', C.ADDRESS_AUTO_SUBMIT_MS, 100],
    ['GEOCODE_TYPING_DELAY_MS', C.GEOCODE_TYPING_DELAY_MS, 500],
    ['GUIDE_DATE_THRESHOLD_MS', C.GUIDE_DATE_THRESHOLD_MS, 129_600_000],
    ['CAROUSEL_SWIPE_TWEEN_MS', C.CAROUSEL_SWIPE_TWEEN_MS, 300],
    ['FLOOR_PLAN_ZOOM_TWEEN_MS', C.FLOOR_PLAN_ZOOM_TWEEN_MS, 250],
    ['GUIDED_TOUR_ROTATION_MIN_MS', C.GUIDED_TOUR_ROTATION_MIN_MS, 3000],
    ['GUIDED_TOUR_ROTATION_MAX_MS', C.GUIDED_TOUR_ROTATION_MAX_MS, 9000],
    ['HINT_COMPLETED_HOLD_MS', C.HINT_COMPLETED_HOLD_MS, 2000],
    ['VIDEO_SYNC_ALLOWED_DRIFT_MS', C.VIDEO_SYNC_ALLOWED_DRIFT_MS, 300],
    ['LISTING_PAGE_SIZE', C.LISTING_PAGE_SIZE, 60],
    ['CANADA_HST_BASIS_POINTS', C.CANADA_HST_BASIS_POINTS, 1300],
  ])('%s = %d', (_name, value, expected) => {
    expect(value).toBe(expected)
  })

  it('names every duration in milliseconds with an _MS suffix', () => {
    const durations = Object.keys(C).filter((name) => /(DELAY|INTERVAL|TWEEN|ANIMATION|TIMEOUT)/.test(name))
    expect(durations.filter((name) => !name.endsWith('_MS'))).toEqual([])
  })
})
