import { describe, expect, it } from 'vitest'
import {
  AREA_LABELS,
  areaInUnit,
  DEFAULT_UNIT_TYPE,
  feetToMm,
  formatArea,
  formatLength,
  formatRoomSize,
  LENGTH_LABELS,
  mmToFeet,
  mmToFeetAndInches,
  mmToMetres,
  sqFtToSqM,
  sqMToSqFt,
} from '../../src/domain/units'

// SPEC §9 prints 0.92903 m² per sq ft, ten times the true 0.092903 (docs/decisions.md): we use the true factor.
describe('area: 0.092903 m² per sq ft, metric rounded to 1 decimal (SPEC §9 Display)', () => {
  it.each([
    [0, 0],
    [1, 0.1],
    [10, 0.9],
    [100, 9.3],
    [1000, 92.9],
    [1250, 116.1],
    [2000, 185.8],
    [4000, 371.6],
    [5000, 464.5],
    // 107.639 sq ft is 10 m²; whole square feet stay exact because the arithmetic is integer.
    [10764, 1000],
  ])('%i sq ft → %d m²', (sqFt, sqM) => {
    expect(sqFtToSqM(sqFt)).toBe(sqM)
  })

  it.each([
    [9.29, 100],
    [92.903, 1000],
    [0, 0],
  ])('%d m² → %i sq ft', (sqM, sqFt) => {
    expect(sqMToSqFt(sqM)).toBe(sqFt)
  })

  it('labels: SF and m² for areas, ft and m for lengths; imperial is the default', () => {
    expect(AREA_LABELS).toEqual({ imperial: 'SF', metric: 'm²' })
    expect(LENGTH_LABELS).toEqual({ imperial: 'ft', metric: 'm' })
    expect(DEFAULT_UNIT_TYPE).toBe('imperial')
  })

  it.each([
    [1250, 'imperial', 1250, '1,250 SF'],
    [1250.4, 'imperial', 1250, '1,250 SF'],
    [1250, 'metric', 116.1, '116.1 m²'],
    [1000, 'metric', 92.9, '92.9 m²'],
    [20000, 'metric', 1858.1, '1,858.1 m²'],
  ] as const)('%d sq ft in %s → %d, shown %s', (sqFt, unit, value, text) => {
    expect(areaInUnit(sqFt, unit)).toBe(value)
    expect(formatArea(sqFt, unit)).toBe(text)
  })

  it('formats with the default unit and a given locale', () => {
    expect(formatArea(2400)).toBe('2,400 SF')
    expect(formatArea(20000, 'metric', 'de-DE')).toBe('1.858,1 m²')
  })
})

describe('length: 1 ft = 304.8 mm; room sizes in m to 1 decimal or feet and inches', () => {
  it.each([
    [304.8, 1],
    [3048, 10],
    [0, 0],
  ])('%d mm = %d ft', (mm, feet) => {
    expect(mmToFeet(mm)).toBeCloseTo(feet, 12)
    expect(feetToMm(feet)).toBeCloseTo(mm, 9)
  })

  it.each([
    [3810, 3.8],
    [3850, 3.9],
    [3849, 3.8],
    [3000, 3],
    [0, 0],
  ])('%i mm → %d m', (mm, metres) => {
    expect(mmToMetres(mm)).toBe(metres)
  })

  it.each([
    [3810, 12, 6],
    [3048, 10, 0],
    [304.8, 1, 0],
    [25.4, 0, 1],
    // 12 ft 11.7 in rounds to 13' 0", never 12' 12".
    [3956, 13, 0],
    [0, 0, 0],
  ])('%d mm → %i ft %i in', (mm, feet, inches) => {
    expect(mmToFeetAndInches(mm)).toEqual({ feet, inches })
  })

  it.each([
    [3810, 'imperial', `12' 6"`],
    [3810, 'metric', '3.8 m'],
    [3000, 'metric', '3.0 m'],
    [3048, 'imperial', `10' 0"`],
  ] as const)('%i mm in %s → %s', (mm, unit, text) => {
    expect(formatLength(mm, unit)).toBe(text)
  })

  it('formats a room as width × length', () => {
    const room = { width: 3810, length: 3048 }
    expect(formatRoomSize(room)).toBe(`12' 6" × 10' 0"`)
    expect(formatRoomSize(room, 'imperial')).toBe(`12' 6" × 10' 0"`)
    expect(formatRoomSize(room, 'metric')).toBe('3.8 × 3.0 m')
  })
})
