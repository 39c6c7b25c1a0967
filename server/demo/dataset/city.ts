// The demo city: real Chicago-area neighbourhoods with believable streets, used for listing addresses, map
// positions and the offline geocoder's gazetteer. Coordinates are neighbourhood centres; addresses scatter around
// them within a few blocks.
import { trimChars } from '../../../src/domain/trim'
import type { Random } from '../house/random'

export interface Neighbourhood {
  readonly name: string
  readonly city: string
  readonly region: string
  readonly postalCode: string
  readonly lat: number
  readonly lng: number
  /** Asking price per square foot, dollars. */
  readonly pricePerSqFt: number
  readonly streets: ReadonlyArray<string>
}

export const NEIGHBOURHOODS: ReadonlyArray<Neighbourhood> = [
  n('Lincoln Park', '60614', 41.9214, -87.6513, 455, [
    'N Kenmore Ave',
    'W Belden Ave',
    'N Magnolia Ave',
    'W Webster Ave',
    'N Fremont St',
  ]),
  n('Lakeview', '60657', 41.9434, -87.6553, 385, [
    'W Roscoe St',
    'N Wilton Ave',
    'W Melrose St',
    'N Orchard St',
    'W Aldine Ave',
  ]),
  n('Logan Square', '60647', 41.9234, -87.7083, 330, [
    'N Francisco Ave',
    'W Schubert Ave',
    'N Richmond St',
    'W Altgeld St',
    'N Sacramento Ave',
  ]),
  n('Wicker Park', '60622', 41.9088, -87.6796, 405, [
    'N Hoyne Ave',
    'W Evergreen Ave',
    'N Wolcott Ave',
    'W Pierce Ave',
    'N Leavitt St',
  ]),
  n('Bucktown', '60647', 41.9217, -87.6796, 420, [
    'N Winchester Ave',
    'W Wabansia Ave',
    'N Paulina St',
    'W Dickens Ave',
    'N Hermitage Ave',
  ]),
  n('Andersonville', '60640', 41.98, -87.6685, 325, [
    'N Wayne Ave',
    'W Berwyn Ave',
    'N Glenwood Ave',
    'W Summerdale Ave',
    'N Lakewood Ave',
  ]),
  n('Ravenswood', '60625', 41.9681, -87.6742, 335, [
    'N Hermitage Ave',
    'W Leland Ave',
    'N Wolcott Ave',
    'W Wilson Ave',
    'N Ravenswood Ave',
  ]),
  n('Roscoe Village', '60618', 41.9436, -87.684, 360, [
    'W Henderson St',
    'N Seeley Ave',
    'W Roscoe St',
    'N Oakley Ave',
    'W School St',
  ]),
  n('Lincoln Square', '60625', 41.9688, -87.689, 345, [
    'N Claremont Ave',
    'W Giddings St',
    'N Western Ave',
    'W Eastwood Ave',
    'N Artesian Ave',
  ]),
  n('Old Town', '60610', 41.9112, -87.638, 470, [
    'N Mohawk St',
    'W Eugenie St',
    'N Cleveland Ave',
    'W Menomonee St',
    'N Hudson Ave',
  ]),
  n('Edgewater', '60660', 41.9837, -87.661, 285, [
    'N Lakewood Ave',
    'W Thorndale Ave',
    'N Magnolia Ave',
    'W Hollywood Ave',
    'N Kenmore Ave',
  ]),
  n('Hyde Park', '60615', 41.7943, -87.5907, 265, [
    'S Kenwood Ave',
    'S Blackstone Ave',
    'E 55th St',
    'S Harper Ave',
    'S Dorchester Ave',
  ]),
  n(
    'Evanston',
    '60201',
    42.0451,
    -87.6877,
    340,
    ['Hinman Ave', 'Judson Ave', 'Forest Ave', 'Lake St', 'Greenwood St'],
    'Evanston',
  ),
  n(
    'Oak Park',
    '60302',
    41.885,
    -87.7845,
    300,
    ['N Kenilworth Ave', 'N Euclid Ave', 'Chicago Ave', 'N East Ave', 'Linden Ave'],
    'Oak Park',
  ),
]

function n(
  name: string,
  postalCode: string,
  lat: number,
  lng: number,
  pricePerSqFt: number,
  streets: string[],
  city = 'Chicago',
): Neighbourhood {
  return { name, city, region: 'IL', postalCode, lat, lng, pricePerSqFt, streets }
}

export interface DemoAddress {
  readonly street: string
  readonly neighbourhood: Neighbourhood
  readonly lat: number
  readonly lng: number
}

/** A street address in the neighbourhood, a few blocks from its centre; `taken` keeps addresses unique. */
export function addressIn(hood: Neighbourhood, random: Random, taken: Set<string>): DemoAddress {
  for (;;) {
    const street = random.pick(hood.streets)
    // Chicago numbers by distance from State and Madison; 1000–3000 keeps them within the neighbourhood's blocks.
    const number = random.int(10, 29) * 100 + random.int(0, 24) * 2 + (random.chance(0.5) ? 1 : 0)
    const full = `${number} ${street}`
    if (taken.has(full)) continue
    taken.add(full)
    return {
      street: full,
      neighbourhood: hood,
      lat: round6(hood.lat + random.range(-0.006, 0.006)),
      lng: round6(hood.lng + random.range(-0.008, 0.008)),
    }
  }
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6

/** '1842 N Kenmore Ave' → '1842-n-kenmore-ave', the listing's tour name (ARCHITECTURE §4). */
export function slugOf(text: string): string {
  const dashed = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
  return trimChars(dashed, '-')
}
