// How the Insights read (issue 17).
import { describe, expect, it } from 'vitest'
import { countText, durationText, heatPoints, roomName, roomTimes, sourceText } from '../../src/domain/insights-view'
import type { InsightsScene } from '../../src/schemas/Insights'

const scene = (code: string, room: string, totalSeconds: number | null, floorId = 'f1'): InsightsScene => ({
  sceneCode: code,
  room,
  floorId,
  x: Number(code.slice(1)),
  y: 0,
  visits: totalSeconds === null ? null : 10,
  totalSeconds,
})

describe('insights text', () => {
  it.each([
    [null, '<5'],
    [0, '0'],
    [5, '5'],
    [1234, '1,234'],
  ])('count %s reads %s', (count, text) => {
    expect(countText(count)).toBe(text)
  })

  it.each([
    [null, '–'],
    [0, '0 s'],
    [45.4, '45 s'],
    [185, '3 min 05 s'],
    [4320, '1 h 12 min'],
  ])('duration %s reads %s', (seconds, text) => {
    expect(durationText(seconds)).toBe(text)
  })

  it('names sources and rooms as people say them', () => {
    expect(sourceText({ kind: 'embedded', host: 'realty.example.com', visits: 9 })).toBe(
      'Embedded on realty.example.com',
    )
    expect(sourceText({ kind: 'link', host: 'm.facebook.com', visits: null })).toBe('Link from m.facebook.com')
    expect(sourceText({ kind: 'direct', host: null, visits: 3 })).toMatch(/^Direct/)
    expect(roomName('primaryBedroom')).toBe('Primary bedroom')
    expect(roomName('living_room')).toBe('Living room')
    expect(roomName('')).toBe('Other')
    expect(roomName('f2-bath2')).toBe('Bath 2')
    expect(roomName('F1_living')).toBe('Living')
  })
})

describe('time per room', () => {
  it('adds the scenes of a room, most first, marking rooms with withheld scenes as partial', () => {
    expect(
      roomTimes([
        scene('s1', 'kitchen', 100),
        scene('s2', 'kitchen', 50),
        scene('s3', 'living', 200),
        scene('s4', 'living', null),
      ]),
    ).toEqual([
      { room: 'Living', seconds: 200, partly: true },
      { room: 'Kitchen', seconds: 150, partly: false },
    ])
  })

  it('names each room’s floor in a house of several floors', () => {
    const floors = new Map([
      ['f1', 'Main floor'],
      ['f2', 'Upper floor'],
    ])
    expect(roomTimes([scene('s1', 'f1-hall', 30), scene('s2', 'f2-hall', 20, 'f2')], floors)).toEqual([
      { room: 'Hall · Main floor', seconds: 30, partly: false },
      { room: 'Hall · Upper floor', seconds: 20, partly: false },
    ])
    expect(roomTimes([scene('s1', 'f1-hall', 30)], new Map([['f1', 'Main floor']]))[0]?.room).toBe('Hall')
  })

  it('leaves out rooms whose every scene is withheld', () => {
    expect(roomTimes([scene('s1', 'bath', null)])).toEqual([])
  })
})

describe('heat on the plan', () => {
  it('weighs the floor’s shown scenes against the most-visited scene of the listing', () => {
    const scenes = [
      scene('s1', 'kitchen', 100),
      scene('s2', 'living', 25),
      scene('s3', 'bed', 400, 'f2'),
      scene('s4', 'x', null),
    ]
    expect(heatPoints(scenes, 'f1')).toEqual([
      { x: 1, y: 0, weight: 0.25, label: 'Kitchen: 1 min 40 s' },
      { x: 2, y: 0, weight: 0.0625, label: 'Living: 25 s' },
    ])
    expect(heatPoints([scene('s1', 'k', null)], 'f1')).toEqual([])
  })
})
