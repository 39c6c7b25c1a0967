// listing.json of an import folder (issue 4 importer): what a capture folder must say about the listing, checked
// with a schema so every mistake names its field ('scenes.2.x: Invalid').
import { Schema } from 'effect'
import { Latitude, Longitude } from '../../src/schemas/primitives'

const Text = Schema.String.check(Schema.isNonEmpty({ message: 'Required' }))
const Opt = <S extends Schema.Top>(s: S) => Schema.optionalKey(s)
/** A file inside the import folder, by relative path. */
const FilePath = Text.check(
  Schema.isPattern(/^(?!\/)(?!.*\.\.)[\w ./-]+$/, { message: 'must be a relative path inside the folder' }),
)
const Id = Text.check(Schema.isPattern(/^[a-z0-9][a-z0-9_-]{0,39}$/i, { message: 'letters, digits, - and _ only' }))
const Metres = Schema.Finite.check(Schema.isBetween({ minimum: -1000, maximum: 1000 }, { message: 'Invalid' }))

export const ImportScene = Schema.Struct({
  /** How links and the starting view refer to it. */
  id: Id,
  /** The equirectangular panorama. */
  file: FilePath,
  /** The room it was taken in. */
  room: Text,
  floor: Opt(Id),
  /** Position in metres: x east, y north; z (eye height above the floor) defaults to 1.5. */
  x: Metres,
  y: Metres,
  z: Opt(Metres),
  /** Ids of the scenes one can walk to; when no scene gives links, each is joined to its nearest neighbours. */
  links: Opt(Schema.Array(Id)),
})
export type ImportScene = typeof ImportScene.Type

export const ImportManifest = Schema.Struct({
  tourName: Opt(
    Text.check(Schema.isPattern(/^[a-z0-9][a-z0-9-]{0,127}$/, { message: 'lower-case letters, digits and - only' })),
  ),
  address: Schema.Struct({
    street: Text,
    unit: Opt(Text),
    neighborhood: Opt(Text),
    city: Text,
    region: Text,
    postalCode: Text,
    country: Opt(Text.check(Schema.isPattern(/^[A-Z]{2}$/, { message: 'a two-letter country code' }))),
  }),
  location: Schema.Struct({ lat: Latitude, lng: Longitude }),
  description: Opt(Schema.String),
  stats: Opt(
    Schema.Struct({
      bedrooms: Opt(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 50 }))),
      bathrooms: Opt(Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 50 }))),
      areaSqFt: Opt(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000 }))),
      priceDollars: Opt(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
    }),
  ),
  agents: Opt(
    Schema.Array(
      Schema.Struct({
        name: Text,
        company: Opt(Text),
        title: Opt(Text),
        phone: Opt(Text),
        email: Opt(Text),
        website: Opt(Text),
      }),
    ),
  ),
  floors: Opt(Schema.Array(Schema.Struct({ id: Id, name: Text, plan: Opt(FilePath), z: Opt(Metres) }))),
  scenes: Schema.Array(ImportScene).check(Schema.isMinLength(1, { message: 'at least one panorama is needed' })),
  photos: Opt(
    Schema.Array(Schema.Struct({ file: FilePath, caption: Opt(Schema.String), hidden: Opt(Schema.Boolean) })),
  ),
  starting: Opt(Schema.Struct({ scene: Id, pan: Schema.Finite, tilt: Schema.Finite })),
  passcode: Opt(Text.check(Schema.isMinLength(4, { message: 'Must be at least 4 characters' }))),
})
export type ImportManifest = typeof ImportManifest.Type
