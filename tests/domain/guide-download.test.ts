import { describe, expect, it } from 'vitest'
import {
  elapsedSinceDownload,
  guideThanks,
  showsDownloadDate,
  timeSinceDownload,
} from '../../src/domain/guide-download'

const HOUR = 3_600_000
const downloaded = new Date('2026-03-03T12:00:00Z')
const laterBy = (ms: number) => new Date(downloaded.getTime() + ms)

describe('guide thanks shows the date when more than 36 hours ago (SPEC §4 Timeline, §9)', () => {
  it.each([
    ['0', 0, false],
    ['1 hour', HOUR, false],
    ['35 h 59 min 59.999 s', 36 * HOUR - 1, false],
    ['exactly 36 hours', 36 * HOUR, false],
    ['36 hours and 1 ms', 36 * HOUR + 1, true],
    ['37 hours', 37 * HOUR, true],
    ['a year', 365 * 24 * HOUR, true],
  ])('%s after the download → %s', (_label, elapsed, shows) => {
    expect(showsDownloadDate(downloaded, laterBy(elapsed))).toBe(shows)
    expect(guideThanks(downloaded, laterBy(elapsed), { timeZone: 'UTC' }).date !== undefined).toBe(shows)
  })

  it('shows the download date in the given time zone', () => {
    expect(guideThanks(downloaded, laterBy(37 * HOUR), { timeZone: 'UTC' })).toEqual({
      since: '1 day ago',
      date: 'Mar 3, 2026',
    })
    // 12:00 UTC on 3 March is already 4 March in Auckland.
    expect(guideThanks(downloaded, laterBy(37 * HOUR), { timeZone: 'Pacific/Auckland' }).date).toBe('Mar 4, 2026')
  })

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(showsDownloadDate('2026-03-03T12:00:00Z', '2026-03-05T00:00:01Z')).toBe(true)
    expect(showsDownloadDate(downloaded.getTime(), downloaded.getTime() + 36 * HOUR)).toBe(false)
    expect(() => showsDownloadDate('yesterday', downloaded)).toThrow(RangeError)
  })
})

describe('time since the download', () => {
  it.each([
    [0, 'now'],
    [59_999, 'now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [HOUR - 1, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [3 * HOUR, '3 hours ago'],
    [24 * HOUR - 1, '23 hours ago'],
    [24 * HOUR, '1 day ago'],
    [36 * HOUR, '1 day ago'],
    [48 * HOUR, '2 days ago'],
    [45 * 24 * HOUR, '1 month ago'],
    [400 * 24 * HOUR, '1 year ago'],
  ])('%i ms → %s', (elapsed, text) => {
    expect(timeSinceDownload(downloaded, laterBy(elapsed))).toBe(text)
  })

  it('treats a download stamped in the future as just now', () => {
    expect(elapsedSinceDownload(downloaded, laterBy(-5000))).toBe(0)
    expect(timeSinceDownload(downloaded, laterBy(-5000))).toBe('now')
  })

  it('speaks the given locale', () => {
    expect(timeSinceDownload(downloaded, laterBy(3 * HOUR), 'fr-FR')).toBe('il y a 3 heures')
  })
})
