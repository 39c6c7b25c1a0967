// A few weeks of synthetic visits for the demo owner's listings (issue 17), so the dashboard's Insights have something
// to show on a fresh start: a weekly rhythm with a busier weekend, one day the listing was shared around, visitors
// who come back, embeds on the agent's site and links from elsewhere, and tour walks from scene to linked scene with
// longer stays in the rooms people linger in. Pure: the seeder (server/demo/visits-seed.ts) stores what this draws.
import type { Random } from '../house/random'

export interface VisitScene {
  readonly code: string
  readonly cluster: string
  readonly linkedScenes: ReadonlyArray<string>
}

export interface VisitListing {
  readonly tourName: string
  readonly scenes: ReadonlyArray<VisitScene>
  readonly startingScene: string | null
  /** The listing agent's site, where the tour is embedded. */
  readonly agentHost: string
}

export interface DemoVisitEvent {
  readonly type: 'load' | 'navigate' | 'focus' | 'sceneArrival' | 'sceneDwell'
  readonly timeMs: number
  readonly sceneCode: string | null
  readonly dwellMs: number | null
}

export interface DemoVisit {
  readonly createdAt: Date
  readonly visitorKeyHash: string
  readonly sourceKind: 'direct' | 'embedded' | 'link'
  readonly sourceHost: string | null
  readonly pagePath: string
  readonly events: ReadonlyArray<DemoVisitEvent>
}

const DAY = 86_400_000
const LINK_HOSTS = ['m.facebook.com', 'www.linkedin.com', 'mail.google.com', 'www.instagram.com', 't.co']
/** Where people stay longer (seconds, min and max). */
const STAY_BY_CLUSTER: Readonly<Record<string, readonly [number, number]>> = {
  kitchen: [12, 60],
  living: [10, 50],
  primaryBedroom: [8, 35],
}
const DEFAULT_STAY: readonly [number, number] = [4, 25]

export function demoVisits(listing: VisitListing, now: Date, random: Random, days = 28): DemoVisit[] {
  const rate = random.range(7, 15)
  const sharedDay = random.int(3, days - 3)
  const returning: string[] = []
  const visits: DemoVisit[] = []
  for (let ago = days - 1; ago >= 0; ago--) {
    const day = new Date(now.getTime() - ago * DAY)
    const weekday = day.getUTCDay()
    const weekend = weekday === 0 || weekday === 6 ? 1.6 : 1
    const shared = ago === sharedDay ? 3.5 : 1
    const count = Math.max(0, Math.round(rate * weekend * shared * random.range(0.5, 1.4)))
    for (let i = 0; i < count; i++) {
      // Mostly in the Chicago daytime and evening (14:00–04:00 UTC); never in the future.
      const at = new Date(
        Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 14) + random.int(0, 14 * 3600) * 1000,
      )
      if (at > now) continue
      const visitor =
        returning.length > 0 && random.chance(0.3) ? random.pick(returning) : visitorKey(listing.tourName, random)
      if (!returning.includes(visitor)) returning.push(visitor)
      visits.push(oneVisit(listing, at, visitor, ago === sharedDay, random))
    }
  }
  return visits
}

function visitorKey(tourName: string, random: Random): string {
  let key = `demo-${tourName}-`
  for (let i = 0; i < 24; i++) key += '0123456789abcdef'[random.int(0, 15)]
  return key
}

function oneVisit(listing: VisitListing, at: Date, visitor: string, sharedDay: boolean, random: Random): DemoVisit {
  const roll = random.next()
  const source =
    sharedDay && roll < 0.6
      ? { sourceKind: 'link' as const, sourceHost: random.pick(LINK_HOSTS) }
      : roll < 0.55
        ? { sourceKind: 'direct' as const, sourceHost: null }
        : roll < 0.8
          ? { sourceKind: 'embedded' as const, sourceHost: listing.agentHost }
          : { sourceKind: 'link' as const, sourceHost: random.pick(LINK_HOSTS) }
  const events: DemoVisitEvent[] = []
  let time = random.int(250, 1200)
  events.push({ type: 'load', timeMs: time, sceneCode: null, dwellMs: null })
  const tours = listing.scenes.length > 0 && random.chance(0.7)
  if (tours) {
    time += random.int(2000, 15_000)
    events.push({ type: 'navigate', timeMs: time, sceneCode: null, dwellMs: null })
    const byCode = new Map(listing.scenes.map((s) => [s.code, s]))
    let scene = byCode.get(listing.startingScene ?? '') ?? (listing.scenes[0] as VisitScene)
    const steps = random.int(1, 9)
    for (let step = 0; step < steps; step++) {
      events.push({ type: 'sceneArrival', timeMs: time, sceneCode: scene.code, dwellMs: null })
      const [min, max] = STAY_BY_CLUSTER[scene.cluster] ?? DEFAULT_STAY
      const stay = random.int(min * 1000, max * 1000)
      time += stay
      events.push({ type: 'sceneDwell', timeMs: time, sceneCode: scene.code, dwellMs: stay })
      const next = scene.linkedScenes.map((code) => byCode.get(code)).filter((s) => s !== undefined)
      if (next.length === 0) break
      scene = random.pick(next)
    }
  } else {
    time += random.int(10_000, 120_000)
  }
  if (random.chance(0.3))
    events.push({ type: 'focus', timeMs: time + random.int(1000, 30_000), sceneCode: null, dwellMs: null })
  return {
    createdAt: at,
    visitorKeyHash: visitor,
    ...source,
    pagePath: tours ? `/${listing.tourName}/tour` : `/${listing.tourName}`,
    events,
  }
}
