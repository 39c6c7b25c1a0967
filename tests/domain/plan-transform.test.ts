import { describe, expect, it } from 'vitest'
import { floorPlanSvg, planTransform } from '../../server/demo/floorplan'
import { generateHouse } from '../../server/demo/house/generate'
import { headingDegrees, tourFor } from '../../server/demo/tour'
import {
  nearestScene,
  type PlanPoint,
  type PlanTransform,
  planHeading,
  planToTour,
  tourToPlan,
} from '../../src/domain/plan-transform'

const demo: PlanTransform = { tx: 900, ty: 10700, rz: 0 }

describe('tourToPlan', () => {
  it.each<[string, PlanPoint, PlanTransform, PlanPoint]>([
    ['origin lands on (tx, ty)', { x: 0, y: 0 }, demo, { x: 900, y: 10700 }],
    ['metres become millimetres, north is up', { x: 2, y: 3 }, demo, { x: 2900, y: 7700 }],
    ['south of the origin is below it', { x: -1.5, y: -0.25 }, demo, { x: -600, y: 10950 }],
    ['rz 90: north is drawn east', { x: 0, y: 1 }, { tx: 0, ty: 0, rz: 90 }, { x: 1000, y: 0 }],
    ['rz 90: east is drawn south (down)', { x: 1, y: 0 }, { tx: 0, ty: 0, rz: 90 }, { x: 0, y: 1000 }],
    ['rz 180: north is drawn down', { x: 0, y: 2 }, { tx: 10, ty: 20, rz: 180 }, { x: 10, y: 2020 }],
    ['rz −90 equals rz 270: north is drawn west', { x: 0, y: 1 }, { tx: 0, ty: 0, rz: -90 }, { x: -1000, y: 0 }],
  ])('%s', (_, point, transform, expected) => {
    expect(tourToPlan(point, transform)).toEqual(expected)
  })

  it('rz 45 turns north half way towards east', () => {
    const p = tourToPlan({ x: 0, y: 1 }, { tx: 0, ty: 0, rz: 45 })
    expect(p.x).toBeCloseTo(Math.SQRT1_2 * 1000, 9)
    expect(p.y).toBeCloseTo(-Math.SQRT1_2 * 1000, 9)
  })
})

describe('planToTour inverts tourToPlan', () => {
  const transforms: PlanTransform[] = [demo, { tx: -50, ty: 3, rz: 90 }, { tx: 12.5, ty: 800, rz: 33.3 }]
  const points: PlanPoint[] = [
    { x: 0, y: 0 },
    { x: 4.2, y: -7.9 },
    { x: -120, y: 35.5 },
  ]
  const cases = transforms.flatMap((t) => points.map((p) => [t, p] as const))
  it.each(cases)('transform %o, point %o', (transform, point) => {
    const back = planToTour(tourToPlan(point, transform), transform)
    expect(back.x).toBeCloseTo(point.x, 9)
    expect(back.y).toBeCloseTo(point.y, 9)
    const plan = { x: point.x * 100, y: point.y * 100 }
    const again = tourToPlan(planToTour(plan, transform), transform)
    expect(again.x).toBeCloseTo(plan.x, 6)
    expect(again.y).toBeCloseTo(plan.y, 6)
  })
})

describe('planHeading', () => {
  it.each([
    [0, 0, 0],
    [90, 0, 90],
    [350, 20, 10],
    [-10, 0, 350],
    [180, -270, 270],
    [720.5, 0, 0.5],
    [359.9, 0.1, 0],
  ])('yaw %d, rz %d → %d', (yaw, rz, expected) => {
    expect(planHeading(yaw, rz)).toBeCloseTo(expected, 9)
  })

  it.each([0, 30, 90, 200])('matches where tourToPlan draws a step along the yaw (rz %d)', (rz) => {
    const transform = { tx: 5, ty: 7, rz }
    for (const yaw of [0, 45, 135, 300]) {
      const rad = (yaw * Math.PI) / 180
      const from = tourToPlan({ x: 0, y: 0 }, transform)
      const to = tourToPlan({ x: Math.sin(rad), y: Math.cos(rad) }, transform)
      // Plan heading: clockwise from up, and up is −y on the plan.
      const drawn = ((Math.atan2(to.x - from.x, -(to.y - from.y)) * 180) / Math.PI + 360) % 360
      expect(planHeading(yaw, rz)).toBeCloseTo(drawn, 6)
    }
  })
})

describe('nearestScene', () => {
  const scene = (code: string, floor: string, x: number, y: number, hidden = false) => ({ code, floor, x, y, hidden })
  const scenes = [
    scene('a', 'f1', 0, 0),
    scene('b', 'f1', 4, 0),
    scene('c', 'f1', 2, 0.01, true),
    scene('d', 'f2', 2, 0),
    scene('e', 'f1', 4, 0),
  ]
  const identity: PlanTransform = { tx: 0, ty: 0, rz: 0 }
  it.each<[string, string, PlanPoint, string | undefined]>([
    ['nearest on the floor', 'f1', { x: 500, y: 0 }, 'a'],
    ['hidden scenes are skipped', 'f1', { x: 2000, y: -10 }, 'a'],
    ['ties go to the first scene', 'f1', { x: 4000, y: 0 }, 'b'],
    ['other floors are ignored', 'f2', { x: 0, y: 0 }, 'd'],
    ['a floor without scenes has none', 'f3', { x: 0, y: 0 }, undefined],
    ['plan y down is tour south', 'f1', { x: 3900, y: 3000 }, 'b'],
  ])('%s', (_, floor, point, expected) => {
    expect(nearestScene(scenes, floor, point, identity)?.code).toBe(expected)
  })

  it('is undefined for no scenes', () => {
    expect(nearestScene([], 'f1', { x: 0, y: 0 }, demo)).toBeUndefined()
  })
})

describe('against the demo house (seed 1)', () => {
  const house = generateHouse(1)
  const { config } = tourFor(house)

  it.each(house.floors.map((f) => [f.id]))('every scene on %s lies in its room as the SVG draws it', (floorId) => {
    const transform = planTransform(house, floorId)
    const svg = floorPlanSvg(house, floorId, 'metric')
    // The room rects sit in a group with this matrix; apply it independently of tourToPlan.
    const [, a, b, c, d, e, f] = (/<g transform="matrix\(([^ ]+) ([^ ]+) ([^ ]+) ([^ ]+) ([^ ]+) ([^ )]+)\)">/.exec(
      svg,
    ) ?? []) as string[]
    const m = [a, b, c, d, e, f].map(Number) as [number, number, number, number, number, number]
    const rooms = new Map(
      [...svg.matchAll(/<rect data-room="([^"]+)" x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"/g)].map(
        ([, id, x, y, w, h]) => {
          const corners = [
            [Number(x), Number(y)],
            [Number(x) + Number(w), Number(y) + Number(h)],
          ].map(([u = 0, v = 0]) => [m[0] * u + m[2] * v + m[4], m[1] * u + m[3] * v + m[5]])
          const xs = corners.map((p) => p[0] as number)
          const ys = corners.map((p) => p[1] as number)
          return [id, { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) }] as const
        },
      ),
    )
    const indoor = config.scenes.filter((s) => s.floor === floorId && s.cluster !== 'outside')
    expect(indoor.length).toBeGreaterThan(0)
    for (const s of indoor) {
      const rect = rooms.get(s.cluster)
      expect(rect, s.cluster).toBeDefined()
      const p = tourToPlan(s, transform)
      expect(p.x).toBeGreaterThanOrEqual(rect?.x0 ?? Number.NaN)
      expect(p.x).toBeLessThanOrEqual(rect?.x1 ?? Number.NaN)
      expect(p.y).toBeGreaterThanOrEqual(rect?.y0 ?? Number.NaN)
      expect(p.y).toBeLessThanOrEqual(rect?.y1 ?? Number.NaN)
      // Clicking exactly on a scene's marker picks that scene.
      expect(nearestScene(config.scenes, floorId, p, transform)?.code).toBe(s.code)
    }
  })

  it("the demo's compass (headingDegrees) matches the plan: 90 is drawn to the right", () => {
    const transform = planTransform(house, house.floors[0]?.id ?? '')
    const from = tourToPlan({ x: 1, y: 1 }, transform)
    const to = tourToPlan({ x: 2, y: 1 }, transform)
    expect(headingDegrees({ x: 1000, y: 1000 }, { x: 2000, y: 1000 })).toBe(90)
    expect(planHeading(90, transform.rz)).toBe(90)
    expect(to.x).toBeGreaterThan(from.x)
    expect(to.y).toBe(from.y)
  })
})
