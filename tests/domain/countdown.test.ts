// A countdown read at a glance (the change flow's free-change deadline and held offers): the two largest units,
// whole seconds, never negative.
import { describe, expect, it } from 'vitest'
import { countdown } from '../../src/domain/countdown'

const S = 1000
const MIN = 60 * S
const H = 60 * MIN
const DAY = 24 * H

describe('countdown', () => {
  it.each([
    [-5 * S, '0 s'],
    [0, '0 s'],
    [999, '0 s'],
    [45 * S + 900, '45 s'],
    [MIN - 1, '59 s'],
    [MIN, '1 min 00 s'],
    [12 * MIN + 5 * S, '12 min 05 s'],
    [H - 1, '59 min 59 s'],
    [H, '1 h 00 min'],
    [5 * H + 7 * MIN + 59 * S, '5 h 07 min'],
    [DAY - 1, '23 h 59 min'],
    [DAY, '1 day 0 h'],
    [DAY + 3 * H + 59 * MIN, '1 day 3 h'],
    [2 * DAY + 3 * H, '2 days 3 h'],
    [10 * DAY + 23 * H + 59 * MIN, '10 days 23 h'],
  ])('%i ms reads %j', (ms, reads) => expect(countdown(ms)).toBe(reads))
})
