// The offline geocoder over the demo gazetteer (ARCHITECTURE §1: works with no configuration). The listings' street
// addresses are the known buildings (ROOFTOP matches); a street of a demo neighbourhood with an unknown house number
// is an approximate match, placed deterministically near the neighbourhood's centre; anything else finds nothing.
// Reverse: the known building within 150 m, else the nearest neighbourhood's street (approximate).

import type { GeocodedLocation } from '../../src/schemas/Order'
import { NEIGHBOURHOODS, type Neighbourhood } from '../demo/dataset/city'
import { distanceKm } from '../domain/appointment-time'
import { normalizeAddress, splitHouseNumber, withoutUnit } from './address-text'
import { type AddressSuggestion, type GeocodeAnswer, type Geocoder, zeroResults } from './geocoder'

/** A building the gazetteer knows exactly (a listing's address). */
export interface KnownAddress {
  /** Number and street, e.g. '1842 N Kenmore Ave'. */
  readonly street: string
  readonly city: string
  readonly state: string
  readonly postalCode: string
  readonly lat: number
  readonly lng: number
}

/** A dragged marker this close to a known building is that building. */
export const ROOFTOP_RADIUS_KM = 0.15
/** Farther than this from every neighbourhood centre is outside the demo city. */
const CITY_RADIUS_KM = 5
/** Approximate points scatter this far (degrees) around the neighbourhood centre: a few blocks. */
const SCATTER_LAT = 0.004
const SCATTER_LNG = 0.005

interface Place {
  readonly address1: string
  readonly city: string
  readonly state: string
  readonly postalCode: string
}

const formatted = (p: Place) => `${p.address1}, ${p.city}, ${p.state} ${p.postalCode}, USA`

const locationOf = (p: Place, lat: number, lng: number): GeocodedLocation => ({
  formattedAddress: formatted(p),
  latitude: round6(lat),
  longitude: round6(lng),
  address1: p.address1,
  address2: '',
  city: p.city,
  state: p.state,
  postalCode: p.postalCode,
  country: 'US',
})

const hoodPlace = (hood: Neighbourhood, address1: string): Place => ({
  address1,
  city: hood.city,
  state: hood.region,
  postalCode: hood.postalCode,
})

/** Words that may follow the street without changing the place: the city, state, postal code, country, area. */
const placeWords = (city: string, state: string, postalCode: string, area = '') =>
  new Set(normalizeAddress(`${city} ${state} ${postalCode} us united states ${area}`).split(' '))

/** How well `rest` (what follows the street) fits the place: -1 when it names something else, else the words it shares. */
function fitness(rest: string, words: Set<string>): number {
  const tokens = rest.split(' ').filter(Boolean)
  return tokens.every((t) => words.has(t)) ? tokens.length : -1
}

/** What follows `street` at the start of `text` ('' when nothing), or undefined when `text` does not start with it. */
function after(text: string, street: string): string | undefined {
  if (text === street) return ''
  return text.startsWith(`${street} `) ? text.slice(street.length + 1) : undefined
}

/** The street with and without its direction ('n kenmore ave', 'kenmore ave'); the short form is a partial match. */
const streetForms = (street: string) => {
  const full = normalizeAddress(street)
  const bare = full.replace(/^[nsew] /, '')
  return bare === full
    ? [{ key: full, partial: false }]
    : [
        { key: full, partial: false },
        { key: bare, partial: true },
      ]
}

/**
 * The demo gazetteer knows one city, in the US, so a country preference (?country=CA) has nothing to reorder: the
 * offline geocoder accepts it and answers as without it.
 */
export class OfflineGeocoder implements Geocoder {
  constructor(private readonly knownAddresses: () => Promise<ReadonlyArray<KnownAddress>>) {}

  async geocode(text: string): Promise<GeocodeAnswer> {
    const query = normalizeAddress(withoutUnit(text))
    if (query === '') return zeroResults
    const known = await this.knownAddresses()
    let best: { answer: GeocodeAnswer; score: number } | undefined
    const consider = (answer: GeocodeAnswer, score: number) => {
      if (!best || score > best.score) best = { answer, score }
    }
    for (const k of known) {
      for (const form of streetForms(k.street)) {
        const rest = after(query, form.key)
        const score = rest === undefined ? -1 : fitness(rest, placeWords(k.city, k.state, k.postalCode))
        if (score < 0) continue
        const location = locationOf({ ...k, address1: k.street }, k.lat, k.lng)
        consider({ status: 'OK', location, exact: !form.partial }, 100 + score - (form.partial ? 50 : 0))
      }
    }
    const numbered = splitHouseNumber(query)
    if (numbered && numbered.number > 0) {
      for (const hood of NEIGHBOURHOODS) {
        const words = placeWords(hood.city, hood.region, hood.postalCode, hood.name)
        for (const street of hood.streets) {
          for (const form of streetForms(street)) {
            const rest = after(numbered.rest, form.key)
            const score = rest === undefined ? -1 : fitness(rest, words)
            if (score < 0) continue
            const address1 = `${numbered.number} ${street}`
            const [lat, lng] = scatter(hood, address1)
            consider({ status: 'OK', location: locationOf(hoodPlace(hood, address1), lat, lng), exact: false }, score)
          }
        }
      }
    }
    return best?.answer ?? zeroResults
  }

  async search(text: string, { limit }: { limit: number }): Promise<ReadonlyArray<AddressSuggestion>> {
    const query = normalizeAddress(withoutUnit(text))
    if (query.length < 2 || limit <= 0) return []
    const ranked: Array<{ text: string; rank: number }> = []
    const offer = (place: Place) => {
      const full = formatted(place)
      const words = normalizeAddress(full)
      const rank = words.startsWith(query)
        ? 0
        : words.includes(` ${query}`)
          ? 1
          : query.split(' ').every((q) => words.split(' ').some((w) => w.startsWith(q)))
            ? 2
            : -1
      if (rank >= 0) ranked.push({ text: full, rank })
    }
    const known = await this.knownAddresses()
    for (const k of known) offer({ ...k, address1: k.street })
    // A house number and the start of a demo street: that number on each street it could be.
    const numbered = splitHouseNumber(query)
    if (numbered) {
      for (const hood of NEIGHBOURHOODS) {
        for (const street of hood.streets) {
          const address1 = `${numbered.number} ${street}`
          if (!normalizeAddress(address1).startsWith(query)) continue
          if (known.some((k) => k.street === address1 && k.postalCode === hood.postalCode)) continue
          ranked.push({ text: formatted(hoodPlace(hood, address1)), rank: 3 })
        }
      }
    }
    const seen = new Set<string>()
    return ranked
      .sort((a, b) => a.rank - b.rank || a.text.localeCompare(b.text, 'en', { numeric: true }))
      .filter((r) => !seen.has(r.text) && Boolean(seen.add(r.text)))
      .slice(0, limit)
      .map((r) => ({ text: r.text }))
  }

  async reverse(lat: number, lng: number): Promise<GeocodeAnswer> {
    const point = { lat, lng }
    const known = await this.knownAddresses()
    const nearest = minBy(known, (k) => distanceKm(point, k))
    if (nearest && distanceKm(point, nearest) <= ROOFTOP_RADIUS_KM) {
      return {
        status: 'OK',
        location: locationOf({ ...nearest, address1: nearest.street }, nearest.lat, nearest.lng),
        exact: true,
      }
    }
    const hood = minBy(NEIGHBOURHOODS, (h) => distanceKm(point, h))
    if (!hood || distanceKm(point, hood) > CITY_RADIUS_KM) return zeroResults
    const street = hood.streets[Math.abs(Math.round(lat * 1e4) + Math.round(lng * 1e4)) % hood.streets.length] as string
    const address1 = `${houseNumberAt(street, lat, lng)} ${street}`
    return { status: 'OK', location: locationOf(hoodPlace(hood, address1), lat, lng), exact: false }
  }
}

/** Chicago numbers 800 to the mile from State and Madison; streets without a direction get a number from the point. */
const MADISON_LAT = 41.8819
const STATE_LNG = -87.6278
function houseNumberAt(street: string, lat: number, lng: number): number {
  const direction = street[0]
  const miles =
    street[1] !== ' '
      ? 1 + (Math.abs(Math.round(lat * 1e4) * 7 + Math.round(lng * 1e4) * 3) % 20) / 10
      : direction === 'N' || direction === 'S'
        ? Math.abs(lat - MADISON_LAT) * 69
        : Math.abs(lng - STATE_LNG) * 51.6
  return Math.max(100, Math.round((miles * 800) / 2) * 2)
}

/** A point a few blocks from the neighbourhood's centre, the same every time for the same address. */
function scatter(hood: Neighbourhood, address1: string): [number, number] {
  const h = fnv1a(`${hood.name}|${address1}`)
  const u = ((h & 0xffff) / 0xffff) * 2 - 1
  const v = ((h >>> 16) / 0xffff) * 2 - 1
  return [hood.lat + u * SCATTER_LAT, hood.lng + v * SCATTER_LNG]
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

function minBy<T>(items: ReadonlyArray<T>, score: (item: T) => number): T | undefined {
  let best: T | undefined
  let bestScore = Number.POSITIVE_INFINITY
  for (const item of items) {
    const s = score(item)
    if (s < bestScore) {
      best = item
      bestScore = s
    }
  }
  return best
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6
