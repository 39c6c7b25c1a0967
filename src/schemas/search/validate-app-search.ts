// The app's query parameters (SPEC §2) decoded without Effect, so the page's entry bundle can read the address before
// the Effect runtime loads. It is a twin of the AppSearch schema in ./app.ts, which stays the reference:
// tests/schemas/search-app.test.ts checks that both give the same answer for every input, and the schema still
// writes the parameters back (encodeAppSearch). Change one and the other together.
import { parseModalParam } from '../../domain/modal-param'
import { decodeStartView } from '../../domain/start-view'
import { formatViewFlags, parseViewFlags } from '../../domain/view-flags'
import type { SearchTerms } from '../api/listing'
import type { AppSearch } from './app'

export type { AppSearch }

/** One parameter's rule: its value normalised, or undefined to drop the parameter. */
type Decoder<A> = (value: string) => A | undefined

/** Free text from a link: trimmed, non-empty, bounded so a hostile link cannot bloat state or requests. */
const text =
  (maxLength: number): Decoder<string> =>
  (value) => {
    const trimmed = value.trim()
    return trimmed.length > 0 && trimmed.length <= maxLength ? trimmed : undefined
  }

/** A text whose meaning a domain rule checks (d1, modal): kept as written when the rule accepts it. */
const accepted =
  (isValid: (value: string) => boolean): Decoder<string> =>
  (value) =>
    isValid(value) ? value : undefined

/** A flag that is on when present: `?touronly`, `?touronly=1` or `?touronly=true`. Off is leaving it out. */
const flag: Decoder<true> = (value) => (value === '' || value === '1' || value === 'true' ? true : undefined)

/** The `o` flags in canonical order ('a1u' → 'ua1'); a string with no known flag is dropped. */
const viewFlags: Decoder<string> = (value) => formatViewFlags(parseViewFlags(value))

/** A whole number of at most 15 digits, as IntFromString (src/schemas/primitives.ts) reads it. */
const INT_TEXT = /^-?\d{1,15}$/
const INT_TEXT_MAX_LENGTH = 16

/** 1-based page of a listing list. */
const pageNumber: Decoder<number> = (value) => {
  if (value.length > INT_TEXT_MAX_LENGTH || !INT_TEXT.test(value)) return undefined
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= 1 ? page : undefined
}

const GEOHASH = /^[0-9bcdefghjkmnpqrstuvwxyz]{1,12}$/
const GEOHASH_MAX_LENGTH = 12

const geohash: Decoder<string> = (value) =>
  value.length <= GEOHASH_MAX_LENGTH && GEOHASH.test(value) ? value : undefined

/** A two-letter country code in upper case; CA selects Canada pricing (SPEC §2, §9). */
const COUNTRY = /^[A-Z]{2}$/
const COUNTRY_LENGTH = 2

const country: Decoder<string> = (value) => {
  const code = value.trim().toUpperCase()
  return code.length === COUNTRY_LENGTH && COUNTRY.test(code) ? code : undefined
}

const text50 = text(50)
const text64 = text(64)
const text100 = text(100)
const text200 = text(200)
const text300 = text(300)

/** Bare (`?contact`) or naming a topic. */
const contact: Decoder<string> = (value) => (value === '' ? '' : text200(value))

/** Every parameter's rule, in the order of the AppSearch schema's fields (so decoded objects list keys alike). */
const DECODERS: { readonly [K in keyof AppSearch]-?: Decoder<NonNullable<AppSearch[K]>> } = {
  page: pageNumber,
  filter: text200,
  d1: accepted((value) => decodeStartView(value) !== undefined),
  modal: accepted((value) => parseModalParam(value) !== undefined),
  contact,
  geohash,
  market: text100,
  brokerage: text100,
  office: text100,
  team: text100,
  touronly: flag,
  enablejsapi: flag,
  o: viewFlags,
  promo: text64,
  r: text100,
  address: text300,
  addressUnit: text50,
  utm_source: text200,
  utm_medium: text200,
  utm_campaign: text200,
  utm_term: text200,
  utm_content: text200,
  country,
  room: text100,
}

const KEYS = Object.keys(DECODERS) as ReadonlyArray<keyof AppSearch>

/**
 * Decodes whatever the address bar holds, one parameter at a time: each valid parameter is kept (normalised), each
 * invalid or unknown one is dropped. Numbers and flags the router already parsed are read as the text they came
 * from. Never throws.
 */
export function validateAppSearch(raw: Record<string, unknown>): AppSearch {
  const result: Record<string, unknown> = {}
  for (const key of KEYS) {
    const value = raw[key]
    if (value === undefined) continue
    const written = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value
    if (typeof written !== 'string') continue
    const decoded = DECODERS[key](written)
    if (decoded !== undefined) result[key] = decoded
  }
  return result as AppSearch
}

/** A listing list's terms out of the address's parameters (SPEC §2: page, filter, geohash, market, …). */
export function listTermsFrom(search: AppSearch): SearchTerms {
  const { page, filter, geohash, market, brokerage, office, team } = search
  return Object.fromEntries(
    Object.entries({ page, filter, geohash, market, brokerage, office, team }).filter(([, v]) => v !== undefined),
  ) as SearchTerms
}
