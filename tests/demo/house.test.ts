// The demo house (issue 4): deterministic, two storeys, eight or more named rooms, furniture inside the rooms and
// clear of doors, stairs and capture spots; the tour's links symmetric and every scene reachable.

import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { generateHouse, innerRect } from '../../server/demo/house/generate'
import { contains, type House, type Rect } from '../../server/demo/house/model'
import { headingDegrees, seesThrough, tourFor } from '../../server/demo/tour'
import { TourConfigJson } from '../../src/schemas/TourConfig'

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
const houses = new Map<number, House>(SEEDS.map((seed) => [seed, generateHouse(seed)]))
const house = (seed: number) => houses.get(seed) as House
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.d && b.y < a.y + a.d

describe('the demo house', () => {
  it('is the same for the same seed', () => {
    expect(generateHouse(3)).toEqual(house(3))
  })

  it('differs between seeds', () => {
    const shapes = new Set(
      SEEDS.map(
        (s) =>
          `${house(s).width}x${house(s).depth}:${house(s)
            .floors[0]?.rooms.map((r) => r.name)
            .join()}`,
      ),
    )
    expect(shapes.size).toBeGreaterThanOrEqual(8)
  })

  it.each(SEEDS)('seed %i has two floors and eight or more named rooms with real sizes', (seed) => {
    const h = house(seed)
    expect(h.floors).toHaveLength(2)
    const rooms = h.floors.flatMap((f) => f.rooms)
    expect(rooms.length).toBeGreaterThanOrEqual(8)
    for (const room of rooms) {
      expect(room.name).toMatch(/\w/)
      const inner = innerRect(room.rect, { x: 0, y: 0, w: h.width, d: h.depth })
      expect(Math.min(inner.w, inner.d)).toBeGreaterThan(1400)
    }
  })

  it.each(SEEDS)('seed %i: rooms tile each floor exactly', (seed) => {
    const h = house(seed)
    for (const floor of h.floors) {
      const area = floor.rooms.reduce((sum, r) => sum + r.rect.w * r.rect.d, 0)
      expect(area).toBe(h.width * h.depth)
      for (const a of floor.rooms)
        for (const b of floor.rooms) if (a !== b) expect(overlaps(a.rect, b.rect)).toBe(false)
    }
  })

  it.each(SEEDS)('seed %i: furniture stands inside its room, clear of spots and of each other', (seed) => {
    const h = house(seed)
    for (const floor of h.floors) {
      for (const room of floor.rooms) {
        const inner = innerRect(room.rect, { x: 0, y: 0, w: h.width, d: h.depth })
        const outlines = room.furniture.flatMap((f) => (f.planOutline ? [f.planOutline] : []))
        for (const outline of outlines) {
          expect(contains(inner, outline.x, outline.y)).toBe(true)
          expect(contains(inner, outline.x + outline.w, outline.y + outline.d)).toBe(true)
          for (const spot of room.spots) expect(contains(outline, spot.x, spot.y, -300)).toBe(false)
        }
        for (const part of room.furniture.flatMap((f) => f.parts)) {
          expect(part.z).toBeGreaterThanOrEqual(floor.level)
          expect(part.z + part.h).toBeLessThanOrEqual(floor.level + floor.ceiling)
        }
      }
    }
  })

  it.each(SEEDS)('seed %i: every room has a door, the entry a front door, and doors fit their walls', (seed) => {
    const h = house(seed)
    for (const floor of h.floors) {
      for (const room of floor.rooms) expect(floor.doors.some((d) => d.rooms.includes(room.id))).toBe(true)
      for (const door of floor.doors) expect(door.span.to - door.span.from).toBeGreaterThanOrEqual(900)
    }
    const front = h.floors[0]?.doors.find((d) => d.rooms[1] === 'outside' && d.span.at === 0)
    expect(front).toBeDefined()
  })

  it.each(SEEDS)('seed %i: stairs sit in the hall of both floors, with the spots beside them', (seed) => {
    const h = house(seed)
    const { rect } = h.stairs
    for (const floor of h.floors) {
      const hall = floor.rooms.find((r) => r.kind === 'hall')
      expect(hall).toBeDefined()
      expect(contains(hall!.rect, rect.x, rect.y) && contains(hall!.rect, rect.x + rect.w, rect.y + rect.d)).toBe(true)
      for (const spot of hall!.spots) expect(contains(rect, spot.x, spot.y)).toBe(false)
    }
  })
})

describe('the demo tour config (SPEC §3 Tour config)', () => {
  it.each(SEEDS)('seed %i has 14 or more scenes at camera height, inside their rooms', (seed) => {
    const h = house(seed)
    const { config, scenes } = tourFor(h)
    expect(config.scenes.length).toBeGreaterThanOrEqual(14)
    expect(() => Schema.decodeUnknownSync(TourConfigJson)(config)).not.toThrow()
    for (const scene of scenes) {
      if (scene.cluster === 'outside') continue
      const floor = h.floors.find((f) => f.id === scene.floorId)!
      const room = floor.rooms.find((r) => r.id === scene.cluster)!
      expect(contains(room.rect, scene.eye.x, scene.eye.y, 500)).toBe(true)
      expect(scene.eye.z).toBe(floor.level + 1500)
    }
  })

  it.each(SEEDS)('seed %i names every scene’s room as the floor plan does', (seed) => {
    const h = house(seed)
    const { config } = tourFor(h)
    for (const scene of config.scenes) {
      const named = config.rooms?.find((r) => r.id === scene.cluster)?.name
      const room = h.floors.flatMap((f) => f.rooms).find((r) => r.id === scene.cluster)
      expect(named, scene.cluster).toBe(scene.cluster === 'outside' ? 'Outside' : room?.name)
    }
  })

  it.each(SEEDS)('seed %i: links are symmetric and every scene is reachable from the start', (seed) => {
    const { config } = tourFor(house(seed))
    const byCode = new Map(config.scenes.map((s) => [s.code, s]))
    for (const s of config.scenes) {
      for (const other of s.linkedScenes) expect(byCode.get(other)?.linkedScenes).toContain(s.code)
      expect(s.linkedScenes).not.toContain(s.code)
    }
    const seen = new Set([config.starting.sceneCode])
    const queue = [config.starting.sceneCode]
    while (queue.length > 0) {
      for (const next of byCode.get(queue.pop()!)?.linkedScenes ?? []) {
        if (!seen.has(next)) {
          seen.add(next)
          queue.push(next)
        }
      }
    }
    expect(seen.size).toBe(config.scenes.length)
  })

  it.each(SEEDS)('seed %i: scenes in different rooms are linked only through a door they can see through', (seed) => {
    const h = house(seed)
    const { config, scenes } = tourFor(h)
    const scene = new Map(scenes.map((s) => [s.code, s]))
    for (const s of config.scenes) {
      for (const code of s.linkedScenes) {
        const a = scene.get(s.code)!
        const b = scene.get(code)!
        if (a.cluster === b.cluster || a.floorId !== b.floorId) continue
        const doors = h.floors.flatMap((f) => f.doors)
        const through = doors.filter(
          (d) =>
            (d.rooms.includes(a.cluster) || (a.cluster === 'outside' && d.rooms[1] === 'outside')) &&
            (d.rooms.includes(b.cluster) || (b.cluster === 'outside' && d.rooms[1] === 'outside')),
        )
        expect(through.some((d) => seesThrough(d, a.eye, b.eye))).toBe(true)
      }
    }
  })

  it('starts in the living room, looking at a window', () => {
    const h = house(1)
    const { config, scenes } = tourFor(h)
    const start = scenes.find((s) => s.code === config.starting.sceneCode)!
    expect(h.floors[0]?.rooms.find((r) => r.id === start.cluster)?.kind).toBe('living')
  })

  it.each([
    [{ x: 0, y: 0 }, { x: 0, y: 10 }, 0],
    [{ x: 0, y: 0 }, { x: 10, y: 0 }, 90],
    [{ x: 0, y: 0 }, { x: 0, y: -10 }, 180],
    [{ x: 0, y: 0 }, { x: -10, y: 0 }, 270],
  ])('heading from %j to %j is %i°', (a, b, heading) => {
    expect(headingDegrees(a, b)).toBe(heading)
  })
})
