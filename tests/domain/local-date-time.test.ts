import { Schema } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import { localIsoDateTime, timeZoneLabel } from '../../src/domain/local-date-time'
import { IsoDateTime } from '../../src/schemas/primitives'

const originalTimeZone = process.env.TZ
afterEach(() => {
  process.env.TZ = originalTimeZone
})

describe('the browser clock as ISO 8601 with its local offset (SPEC §7 POST /event clientDate)', () => {
  const instant = new Date('2026-01-15T14:05:09.007Z')

  it.each([
    ['UTC', '2026-01-15T14:05:09.007+00:00'],
    ['America/Chicago', '2026-01-15T08:05:09.007-06:00'],
    ['Asia/Kolkata', '2026-01-15T19:35:09.007+05:30'],
    ['America/St_Johns', '2026-01-15T10:35:09.007-03:30'],
    ['Pacific/Kiritimati', '2026-01-16T04:05:09.007+14:00'],
  ])('in %s', (timeZone, expected) => {
    process.env.TZ = timeZone
    const text = localIsoDateTime(instant)
    expect(text).toBe(expected)
    expect(new Date(text).getTime()).toBe(instant.getTime())
    expect(Schema.is(IsoDateTime)(text)).toBe(true)
  })
})

describe('timeZoneLabel: a zone as people read it', () => {
  it.each([
    ['America/Chicago', 'Central Time (Chicago)'],
    ['America/Toronto', 'Eastern Time (Toronto)'],
    ['America/Los_Angeles', 'Pacific Time (Los Angeles)'],
    ['Not/A_Zone', 'Not/A Zone'],
  ])('%s reads %s', (zone, label) => {
    expect(timeZoneLabel(zone)).toBe(label)
  })
})
