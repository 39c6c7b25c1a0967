// The query parameters every app and listing path understands (SPEC §2), as one schema. The router parses the query
// string into plain strings (src/ui/search.ts), and `validateAppSearch` decodes each parameter on its own: a
// malformed or unknown one is dropped (and the address bar cleaned), never a crash and never the loss of the others.
// authOrigin and authToken are deliberately absent: the composition root hands them to the app chart for the single
// sign-on check, and leaving them out of the schema strips them from the address.
//
// The app decodes with the plain twin in ./validate-app-search.ts, which does not load Effect at page start; this
// schema is its reference (`validateAppSearchWithSchema`, compared with it in tests/schemas/search-app.test.ts) and
// writes the parameters back (`encodeAppSearch`). Change one and the other together. Import `validateAppSearch` and
// `listTermsFrom` from ./validate-app-search.ts: the re-exports below keep older imports working but load Effect.
import { Option, Schema, SchemaTransformation } from 'effect'
import { parseModalParam } from '../../domain/modal-param'
import { decodeStartView } from '../../domain/start-view'
import { formatViewFlags, parseViewFlags } from '../../domain/view-flags'
import { IntFromString } from '../primitives'

export { listTermsFrom, validateAppSearch } from './validate-app-search'

/** Free text from a link: trimmed, non-empty, bounded so a hostile link cannot bloat state or requests. */
const text = (maxLength: number) =>
  Schema.String.pipe(
    Schema.decodeTo(
      Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(maxLength)),
      SchemaTransformation.transform({ decode: (s) => s.trim(), encode: (s) => s }),
    ),
  )

/** A text whose meaning a domain rule checks (d1, modal): kept as written when the rule accepts it. */
const accepted = (isValid: (value: string) => boolean) =>
  Schema.String.check(Schema.makeFilter((value: string) => isValid(value) || 'not understood'))

/** A flag that is on when present: `?touronly`, `?touronly=1` or `?touronly=true`. Off is leaving it out. */
const Flag = Schema.Literals(['', '1', 'true']).pipe(
  Schema.decodeTo(
    Schema.Literal(true),
    SchemaTransformation.transform<true, '' | '1' | 'true'>({ decode: () => true, encode: () => 'true' }),
  ),
)

/** The `o` flags in canonical order ('a1u' → 'ua1'); a string with no known flag is dropped. */
const ViewFlagsText = Schema.String.pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transform({ decode: (s) => formatViewFlags(parseViewFlags(s)) ?? '', encode: (s) => s }),
  ),
  Schema.check(Schema.isNonEmpty()),
)

const GEOHASH = /^[0-9bcdefghjkmnpqrstuvwxyz]{1,12}$/

/** A two-letter country code in upper case; CA selects Canada pricing (SPEC §2, §9). */
const Country = Schema.String.pipe(
  Schema.decodeTo(
    Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/)),
    SchemaTransformation.transform({ decode: (s) => s.trim().toUpperCase(), encode: (s) => s }),
  ),
)

const PageNumber = IntFromString.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)))

export const AppSearch = Schema.Struct({
  /** 1-based page of a listing list. */
  page: Schema.optionalKey(PageNumber),
  /** Listing list search text. */
  filter: Schema.optionalKey(text(200)),
  /** Starting view of the tour: pan, tilt and scene (src/domain/start-view.ts). */
  d1: Schema.optionalKey(accepted((value) => decodeStartView(value) !== undefined)),
  /** Which modal is open (src/domain/modal-param.ts). */
  modal: Schema.optionalKey(accepted((value) => parseModalParam(value) !== undefined)),
  /** Opens the contact option of the subscription checkout. */
  /** Opens the contact form (the sales tier's): bare, or naming a topic. */
  contact: Schema.optionalKey(Schema.Union([Schema.Literal(''), text(200)])),
  geohash: Schema.optionalKey(Schema.String.check(Schema.isPattern(GEOHASH))),
  market: Schema.optionalKey(text(100)),
  brokerage: Schema.optionalKey(text(100)),
  office: Schema.optionalKey(text(100)),
  team: Schema.optionalKey(text(100)),
  /** Only the tour: no toolbar, header or navigation. */
  touronly: Schema.optionalKey(Flag),
  /** The embedding page talks to the tour through postMessage; removed when the page is not embedded. */
  enablejsapi: Schema.optionalKey(Flag),
  /** View flags u, w, a1, f (src/domain/view-flags.ts). */
  o: Schema.optionalKey(ViewFlagsText),
  /** Promo code carried into a new booking. */
  promo: Schema.optionalKey(text(64)),
  /** Reference slug of whoever sent the visitor (booking start's referenceSlug). */
  r: Schema.optionalKey(text(100)),
  /** Address to start a booking with. */
  address: Schema.optionalKey(text(300)),
  addressUnit: Schema.optionalKey(text(50)),
  utm_source: Schema.optionalKey(text(200)),
  utm_medium: Schema.optionalKey(text(200)),
  utm_campaign: Schema.optionalKey(text(200)),
  utm_term: Schema.optionalKey(text(200)),
  utm_content: Schema.optionalKey(text(200)),
  /** CA selects Canada pricing (CAD, 13 % HST). */
  country: Schema.optionalKey(Country),
  /** A room of the tour (its cluster code): the photos section shows that room's photos (issue 21). */
  room: Schema.optionalKey(text(100)),
})
export type AppSearch = typeof AppSearch.Type

const KEYS = Object.keys(AppSearch.fields) as ReadonlyArray<keyof AppSearch>
const decodeOne = Schema.decodeUnknownOption(AppSearch)

/**
 * Decodes whatever the address bar holds, one parameter at a time: each valid parameter is kept (normalised), each
 * invalid or unknown one is dropped. Never throws. The reference for the plain `validateAppSearch` the app runs.
 */
export function validateAppSearchWithSchema(raw: Record<string, unknown>): AppSearch {
  const result: Record<string, unknown> = {}
  for (const key of KEYS) {
    const value = raw[key]
    if (value === undefined) continue
    const decoded = decodeOne({
      [key]: typeof value === 'number' || typeof value === 'boolean' ? String(value) : value,
    })
    if (Option.isSome(decoded) && decoded.value[key] !== undefined) result[key] = decoded.value[key]
  }
  return result as AppSearch
}

/** The parameters as they belong in the address bar (the inverse of validateAppSearch for valid values). */
export function encodeAppSearch(search: AppSearch): Record<string, string> {
  return Schema.encodeSync(AppSearch)(search) as Record<string, string>
}
