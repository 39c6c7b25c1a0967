// Site infrastructure (SPEC §7): the page-data files. The spec names the addresses only; the shapes are ours:
// - a prerendered page's file (written by the build) carries its head, and the static queries it uses;
// - a listing's file (made by the server for the caller, under the listing page's visibility rules) carries what
//   POST /listing/get would answer: the listing, or only the fact that a passcode is needed;
// - app-data.json names the build, so a client can tell a page from another build;
// - a static query's file (/page-data/sq/d/{hash}.json) is data shared by pages, named by its content's hash.
import { Schema } from 'effect'
import { Listing } from '../Listing'

export const PageResult = Schema.Union([
  Schema.Struct({ kind: Schema.Literal('page'), title: Schema.String, description: Schema.NullOr(Schema.String) }),
  Schema.Struct({ kind: Schema.Literal('listing'), listing: Listing }),
  Schema.Struct({ kind: Schema.Literal('passcodeRequired'), tourName: Schema.String }),
])
export type PageResult = typeof PageResult.Type

export const PageData = Schema.Struct({
  /** The page's path, as the address bar shows it. */
  path: Schema.String,
  /** The build the page belongs to (app-data.json's). */
  buildHash: Schema.String,
  result: PageResult,
  /** Hashes of the static queries the page uses (their files: /page-data/sq/d/{hash}.json). */
  staticQueryHashes: Schema.Array(Schema.String),
  /**
   * Whom a listing's data was made for (their e-mail; null for a visitor without a session): the browser drops data
   * made for someone else, e.g. a page kept from before a sign-out and shown again by Back.
   */
  viewerEmail: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(320)))),
  /** When the server made a listing's data (ms since the epoch): a copy kept for long is not taken as current. */
  madeAt: Schema.optionalKey(Schema.Number),
})
export type PageData = typeof PageData.Type

export const AppData = Schema.Struct({ buildHash: Schema.String })
export type AppData = typeof AppData.Type

/** One row of the plan table (SPEC §9), as the pricing pages' static query carries it. */
export const PlanTableRow = Schema.Struct({
  id: Schema.String,
  plan: Schema.Literals(['PAY_AS_YOU_GO', 'AGENT', 'TEAM']),
  name: Schema.String,
  billingPeriod: Schema.NullOr(Schema.Literals(['monthly', 'annual'])),
  upTo2000Cents: Schema.Number,
  upTo4000Cents: Schema.Number,
  over4000MillsPerSqFt: Schema.Number,
  monthlyFeeCents: Schema.NullOr(Schema.Number),
  discountPercent: Schema.NullOr(Schema.Number),
})

/** The plan table the pricing and Account pages show. */
export const PlanTableQuery = Schema.Struct({ data: Schema.Struct({ plans: Schema.Array(PlanTableRow) }) })
export type PlanTableQuery = typeof PlanTableQuery.Type
