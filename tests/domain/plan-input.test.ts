import { describe, expect, it } from 'vitest'
import { isWithinClick, KEY_PAN_PX, planKeyCommand, wheelZoomFactor } from '../../src/domain/plan-input'
import { ZOOM_STEP } from '../../src/domain/plan-view'

describe('click or drag (SPEC §9: click tolerance 3 px mouse, 10 px touch)', () => {
  const start = { x: 100, y: 100 }
  it.each<[string, { x: number; y: number }, string, boolean]>([
    ['mouse, still', start, 'mouse', true],
    ['mouse, 3 px', { x: 103, y: 100 }, 'mouse', true],
    ['mouse, 3.2 px diagonally', { x: 102.3, y: 102.3 }, 'mouse', false],
    ['mouse, 4 px', { x: 100, y: 96 }, 'mouse', false],
    ['touch, 10 px', { x: 106, y: 108 }, 'touch', true],
    ['touch, 11 px', { x: 111, y: 100 }, 'touch', false],
    ['pen counts as a hand', { x: 109, y: 100 }, 'pen', true],
    ['unknown pointer counts as a mouse', { x: 105, y: 100 }, '', false],
  ])('%s', (_, at, type, click) => expect(isWithinClick(start, at, type)).toBe(click))
})

describe('wheelZoomFactor', () => {
  it('zooms in on wheel up, out on wheel down, symmetrically', () => {
    expect(wheelZoomFactor(-100)).toBeGreaterThan(1)
    expect(wheelZoomFactor(100)).toBeLessThan(1)
    expect(wheelZoomFactor(100) * wheelZoomFactor(-100)).toBeCloseTo(1, 12)
    expect(wheelZoomFactor(0)).toBe(1)
  })
  it('reads line and page deltas as pixels', () => {
    expect(wheelZoomFactor(3, 1)).toBeCloseTo(wheelZoomFactor(48), 12)
    expect(wheelZoomFactor(1, 2)).toBeCloseTo(wheelZoomFactor(400), 12)
    expect(wheelZoomFactor(400)).toBeCloseTo(0.5, 12)
  })
})

describe('planKeyCommand', () => {
  it.each([
    ['ArrowLeft', { kind: 'pan', dx: KEY_PAN_PX, dy: 0 }],
    ['ArrowRight', { kind: 'pan', dx: -KEY_PAN_PX, dy: 0 }],
    ['ArrowUp', { kind: 'pan', dx: 0, dy: KEY_PAN_PX }],
    ['ArrowDown', { kind: 'pan', dx: 0, dy: -KEY_PAN_PX }],
    ['+', { kind: 'zoom', factor: ZOOM_STEP }],
    ['=', { kind: 'zoom', factor: ZOOM_STEP }],
    ['-', { kind: 'zoom', factor: 1 / ZOOM_STEP }],
    ['_', { kind: 'zoom', factor: 1 / ZOOM_STEP }],
    ['0', { kind: 'fit' }],
    ['Tab', null],
    ['Enter', null],
    ['a', null],
  ])('%s', (key, command) => expect(planKeyCommand(key)).toEqual(command))
})
