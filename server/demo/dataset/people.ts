// The demo's agents, their brokerages, and the photographers' names. Agent photos are drawn portraits (an SVG bust
// with varied skin, hair and clothing), so agent cards look like agent cards without any downloaded image.
import { hashString, seededRandom } from '../house/random'

export interface DemoAgent {
  readonly key: string
  readonly name: string
  readonly company: string
  readonly title: string
  readonly phone: string
  readonly email: string
  readonly website: string | null
  /** Team within the brokerage (the `team` filter). */
  readonly team: string | null
  readonly office: string
}

export interface Brokerage {
  readonly name: string
  readonly slug: string
  readonly domain: string
}

export const BROKERAGES: ReadonlyArray<Brokerage> = [
  { name: 'North Shore Realty', slug: 'north-shore', domain: 'northshore-realty.example' },
  { name: 'Lakefront Homes', slug: 'lakefront', domain: 'lakefront-homes.example' },
  { name: 'Prairie & Pine Real Estate', slug: 'prairie-pine', domain: 'prairieandpine.example' },
  { name: 'Urban Nest Partners', slug: 'urban-nest', domain: 'urbannest.example' },
  { name: 'Keystone Property Group', slug: 'keystone', domain: 'keystone-pg.example' },
]

const PEOPLE: ReadonlyArray<[string, number, string, string | null, string]> = [
  ['Maya Ruiz', 0, 'Broker', 'Ruiz Team', 'Evanston'],
  ['Daniel Okafor', 0, 'Managing Broker', null, 'Evanston'],
  ['Priya Raman', 1, 'Broker', 'Lakefront Luxury', 'Lincoln Park'],
  ['Thomas Becker', 1, 'Broker', 'Lakefront Luxury', 'Lincoln Park'],
  ['Hannah Kowalski', 1, 'Real Estate Agent', null, 'Lakeview'],
  ['Marcus Greene', 2, 'Broker', 'Greene & Hale', 'Logan Square'],
  ['Olivia Hale', 2, 'Broker', 'Greene & Hale', 'Logan Square'],
  ['Sofia Lindqvist', 2, 'Real Estate Agent', null, 'Andersonville'],
  ['Jamal Carter', 3, 'Broker', 'The Carter Group', 'Wicker Park'],
  ['Emily Nguyen', 3, 'Broker', 'The Carter Group', 'Wicker Park'],
  ['Rafael Moreno', 3, 'Real Estate Agent', null, 'Bucktown'],
  ['Grace Whitfield', 4, 'Managing Broker', null, 'Oak Park'],
  ['Kenji Watanabe', 4, 'Broker', 'Keystone West', 'Oak Park'],
  ['Leah Goldberg', 4, 'Broker', 'Keystone West', 'Hyde Park'],
]

export const DEMO_AGENTS: ReadonlyArray<DemoAgent> = PEOPLE.map(([name, brokerageIndex, title, team, office], i) => {
  const brokerage = BROKERAGES[brokerageIndex] as Brokerage
  const [first = '', last = ''] = name.toLowerCase().split(' ')
  return {
    key: `${first}-${last}`,
    name,
    company: brokerage.name,
    title,
    phone: `+1 312 555 ${String(201 + i).padStart(4, '0')}`,
    email: `${first}.${last}@${brokerage.domain}`,
    website: i % 3 === 2 ? null : `https://${brokerage.domain}/agents/${first}-${last}`,
    team,
    office,
  }
})

export const PHOTOGRAPHER_NAMES = [
  'Alex Morgan',
  'Jordan Lee',
  'Sam Patel',
  'Casey Novak',
  'Riley Brooks',
  'Taylor Kim',
] as const

const SKIN = ['#f1c7a5', '#e0ac83', '#c68863', '#a26a45', '#7a4a2e', '#f5d3b8'] as const
const HAIR = ['#2b2220', '#4a3426', '#8a5a34', '#c9a36a', '#1b1b1f', '#6b6b6b'] as const
const SHIRTS = ['#2f4858', '#556b8d', '#8c3b2f', '#3f5f4a', '#c9a46a', '#5a4a6b', '#e6e0d4'] as const
const BACKDROPS = ['#dfe7ee', '#e8e2d8', '#e3ebe1', '#ece3e8', '#e6e6ea'] as const

/** A head-and-shoulders portrait as SVG (400×400), different for every name. */
export function portraitSvg(name: string): string {
  const r = seededRandom(hashString(name))
  const skin = r.pick(SKIN)
  const hair = r.pick(HAIR)
  const shirt = r.pick(SHIRTS)
  const backdrop = r.pick(BACKDROPS)
  const longHair = r.chance(0.5)
  const headRx = r.range(62, 72)
  const headRy = headRx * r.range(1.15, 1.28)
  const hairTop = longHair
    ? `<path d="M${200 - headRx - 14} 190 Q${200 - headRx - 20} 70 200 64 Q${200 + headRx + 20} 70 ${200 + headRx + 14} 190 L${200 + headRx + 10} 300 L${200 - headRx - 10} 300 Z" fill="${hair}"/>`
    : `<path d="M${200 - headRx - 4} 175 Q${200 - headRx} 78 200 74 Q${200 + headRx} 78 ${200 + headRx + 4} 175 Q200 ${r.range(112, 128)} ${200 - headRx - 4} 175 Z" fill="${hair}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><radialGradient id="bg" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${backdrop}"/></radialGradient></defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  ${longHair ? hairTop : ''}
  <path d="M70 400 Q78 300 150 285 L250 285 Q322 300 330 400 Z" fill="${shirt}"/>
  <path d="M172 262 L228 262 L236 300 Q200 322 164 300 Z" fill="${skin}" opacity="0.95"/>
  <ellipse cx="200" cy="182" rx="${headRx}" ry="${headRy}" fill="${skin}"/>
  ${longHair ? '' : hairTop}
  <ellipse cx="${200 - headRx * 0.38}" cy="182" rx="7" ry="5" fill="#2b2220" opacity="0.85"/>
  <ellipse cx="${200 + headRx * 0.38}" cy="182" rx="7" ry="5" fill="#2b2220" opacity="0.85"/>
  <path d="M182 ${222 + r.range(0, 6)} Q200 ${236 + r.range(0, 6)} 218 ${222 + r.range(0, 6)}" stroke="#8a4b3c" stroke-width="5" fill="none" stroke-linecap="round"/>
</svg>`
}
