// The hand-over from the page's first paint to the tour engine (src/ui/first-paint/first-paint-handle.ts): the
// painter's picture goes at the engine's first frame that shows as much as it did, or shows something else.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FIRST_PAINT_ID, firstPaintTakeOver } from '../../src/ui/first-paint/first-paint-handle'

const painterShown = () => document.getElementById(FIRST_PAINT_ID) !== null

beforeEach(() => {
  const painter = document.createElement('div')
  painter.id = FIRST_PAINT_ID
  document.body.appendChild(painter)
})

afterEach(() => {
  document.getElementById(FIRST_PAINT_ID)?.remove()
  window.__showhomeFirstPaint = undefined
})

const sharp = () => true
const blurred = () => false

describe('the engine taking over from the first paint', () => {
  it('keeps the painter while the engine has drawn no face', () => {
    window.__showhomeFirstPaint = { paintedAt: 100 }
    const takeOver = firstPaintTakeOver()
    takeOver(false, 's1|0|0|70', sharp)
    expect(painterShown()).toBe(true)
  })

  it('takes over at the first frame with a picture when the painter showed only the preview', () => {
    window.__showhomeFirstPaint = { paintedAt: 100 }
    firstPaintTakeOver()(true, 's1|0|0|70', blurred)
    expect(painterShown()).toBe(false)
    expect(window.__showhomeFirstPaint?.handedOver).toBe(true)
  })

  it('keeps a sharp painter over a blurred frame of the same view, and goes at the first sharp one', () => {
    window.__showhomeFirstPaint = { paintedAt: 100, sharpAt: 200 }
    const takeOver = firstPaintTakeOver()
    takeOver(true, 's1|0|0|70', blurred)
    takeOver(true, 's1|0|0|70', blurred)
    expect(painterShown()).toBe(true)
    takeOver(true, 's1|0|0|70', sharp)
    expect(painterShown()).toBe(false)
  })

  it('goes as soon as the view is another than the one it painted, sharp or not', () => {
    window.__showhomeFirstPaint = { paintedAt: 100, sharpAt: 200 }
    const takeOver = firstPaintTakeOver()
    takeOver(true, 's1|0|0|70', blurred)
    takeOver(true, 's1|2.5|0|70', blurred)
    expect(painterShown()).toBe(false)
  })

  it('hands over once: a later engine (another listing) leaves a new painter alone', () => {
    window.__showhomeFirstPaint = { paintedAt: 100 }
    const takeOver = firstPaintTakeOver()
    takeOver(true, 's1|0|0|70', blurred)
    const painter = document.createElement('div')
    painter.id = FIRST_PAINT_ID
    document.body.appendChild(painter)
    takeOver(true, 's1|9|0|70', sharp)
    expect(painterShown()).toBe(true)
  })
})
