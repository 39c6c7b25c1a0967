// Value schemas every entity and call shares, so a money amount or an instant means one thing everywhere.
//
// Conventions (they keep the wire format plain JSON and the round trip exact):
// - Money is integer cents (`Cents`); rates per unit may be fractional cents (see Product.ts).
// - Instants are ISO 8601 strings with an offset (`IsoDateTime`), calendar days `YYYY-MM-DD` (`IsoDate`), wall-clock
//   times `HH:mm` (`LocalTime`). We keep strings rather than `Date` so a decoded value can be stored, compared and
//   sent back unchanged, and time-zone arithmetic stays with the domain rules (Temporal), not the schema.
// - In server answers a value that can be absent is `null` (`NullOr`); `optionalKey` is for request fields a caller
//   may leave out and for the spec's explicitly optional fields.
// - Calls sent with GET carry their fields in the query string, so their request schemas encode numbers and flags
//   as strings (`IntFromString`, `TrueFromString`): the server decodes the query with the same schema.
import { Schema, SchemaTransformation } from 'effect'

/** A server-made identifier (orders, photographers, adjustments …): opaque text, never empty. */
export const Id = Schema.String.check(Schema.isNonEmpty({ message: 'Required' }))

/** A whole number, e.g. counts and quantities. */
export const Int = Schema.Number.check(Schema.isInt({ message: 'Invalid' }))
export const NonNegativeInt = Int.check(Schema.isGreaterThanOrEqualTo(0, { message: 'Invalid' }))

/** An amount of money in integer cents; negative for discounts and credits. */
export const Cents = Schema.Number.check(Schema.isInt({ message: 'Invalid' }))
/** A price or charge in integer cents, never negative. */
export const NonNegativeCents = Cents.check(Schema.isGreaterThanOrEqualTo(0, { message: 'Invalid' }))

export const Finite = Schema.Finite

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/
/**
 * An instant as ISO 8601 text with an offset ('2026-05-04T14:30:00Z') that names a real moment: '2026-13-45T83:00Z'
 * has the shape but no time, and a server that stored it could not answer for it again.
 */
export const IsoDateTime = Schema.String.check(
  Schema.isPattern(ISO_DATE_TIME, { message: 'Invalid' }),
  Schema.makeFilter((text: string) => !Number.isNaN(Date.parse(text)), { message: 'Invalid' }),
)
/** A calendar day without a time zone ('2026-05-04'). */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: 'Invalid' }))
/** A wall-clock time of day, 24-hour ('14:30'). */
export const LocalTime = Schema.String.check(Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Invalid' }))
/** An IANA time-zone name ('America/Chicago'). */
export const TimeZoneName = Schema.String.check(Schema.isNonEmpty({ message: 'Invalid' }))

/** An absolute or site-relative URL (media are served under /media). */
export const Url = Schema.String.check(Schema.isNonEmpty({ message: 'Invalid' }))

/** Degrees of latitude (−90…90). */
export const Latitude = Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 }, { message: 'Invalid' }))
/** Degrees of longitude (−180…180). */
export const Longitude = Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 }, { message: 'Invalid' }))

/** A fixed set of words whose mismatch reads 'Invalid' (a bare union would say 'Expected "a" | "b"'). */
export const oneOf = <const L extends ReadonlyArray<string>>(literals: L) =>
  Schema.Literals(literals).annotate({ message: 'Invalid' })

/**
 * A value a form may still hold as null or undefined (nothing chosen yet) but that must be present: either reads
 * 'Required', a value of the wrong kind 'Invalid'.
 */
export const present = <S extends Schema.Top>(schema: S) =>
  Schema.NullishOr(schema)
    .annotate({ message: 'Invalid' })
    .pipe(Schema.refine((value): value is S['Type'] => value !== null && value !== undefined, { message: 'Required' }))

/** A whole number written in a query string ('12'); anything else reads 'Invalid'. */
export const IntFromString = Schema.String.check(Schema.isPattern(/^-?\d{1,15}$/, { message: 'Invalid' })).pipe(
  Schema.decodeTo(Int, SchemaTransformation.transform({ decode: Number, encode: String })),
)

/** A flag written in a query string: present as 'true', otherwise the key is left out. */
export const TrueFromString = Schema.Literal('true').pipe(
  Schema.decodeTo(
    Schema.Literal(true),
    SchemaTransformation.transform({ decode: () => true as const, encode: () => 'true' as const }),
  ),
)
