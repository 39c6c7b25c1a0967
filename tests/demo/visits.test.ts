// The demo's synthetic visits (issue 17): a few weeks of them, none in the future, tour walks that follow the links
// between scenes, stays timed, and sources of every kind, so the Insights view has something true-looking to show.
import { describe, expect, it } from 'vitest'
import { demoVisits, type VisitListing } from '../../server/demo/dataset/visits'
import { seededRandom } from '../../server/demo/house/random'

const listing: VisitListing = {
  tourName: '12-elm-st',
  startingScene: 's1',
  agentHost: 'northshore.example',
  scenes: [
    { code: 's1', cluster: 'living', linkedScenes: ['s2'] },
    { code: 's2', cluster: 'kitchen', linkedScenes: ['s1', 's3'] },
    { code: 's3', cluster: 'bedroom', linkedScenes: ['s2'] },
  ],
}
const now = new Date('2026-11-27T02:00:00Z')

describe('demo visits', () => {
  const visits = demoVisits(listing, now, seededRandom(7))

  it('spreads a few weeks of visits, none in the future, every day of the last four weeks busy', () => {
    expect(visits.length).toBeGreaterThan(28 * 3)
    expect(visits.every((v) => v.createdAt <= now && v.createdAt.getTime() > now.getTime() - 29 * 86_400_000)).toBe(
      true,
    )
  })

  it('walks scenes along their links, each arrival followed by its stay', () => {
    for (const visit of visits) {
      const scenes = visit.events.filter((e) => e.type === 'sceneArrival' || e.type === 'sceneDwell')
      for (let i = 0; i < scenes.length; i += 2) {
        const [arrival, dwell] = [scenes[i], scenes[i + 1]]
        expect(arrival?.type).toBe('sceneArrival')
        expect(dwell).toMatchObject({ type: 'sceneDwell', sceneCode: arrival?.sceneCode })
        expect((dwell?.timeMs ?? 0) - (arrival?.timeMs ?? 0)).toBe(dwell?.dwellMs)
        const next = scenes[i + 2]
        if (next) {
          const from = listing.scenes.find((s) => s.code === arrival?.sceneCode)
          expect(from?.linkedScenes).toContain(next.sceneCode)
        }
      }
      const times = visit.events.map((e) => e.timeMs)
      expect(times).toEqual([...times].sort((a, b) => a - b))
    }
  })

  it('comes from everywhere: direct, the agent’s site, links; and some visitors come back', () => {
    const kinds = new Set(visits.map((v) => v.sourceKind))
    expect(kinds).toEqual(new Set(['direct', 'embedded', 'link']))
    expect(visits.filter((v) => v.sourceKind === 'embedded').every((v) => v.sourceHost === 'northshore.example')).toBe(
      true,
    )
    expect(new Set(visits.map((v) => v.visitorKeyHash)).size).toBeLessThan(visits.length)
  })

  it('is the same from the same seed', () => {
    expect(demoVisits(listing, now, seededRandom(7))).toEqual(visits)
  })
})
