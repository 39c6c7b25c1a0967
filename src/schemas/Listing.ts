// A published listing as the viewer and the dashboard read it (SPEC §3 Listing and its parts).
import { Effect, Schema } from 'effect'
import { DEFAULT_PHOTO_ASPECT } from './constants'
import { OrderEvent } from './OrderEvent'
import { Finite, Id, Latitude, Longitude, NonNegativeCents, NonNegativeInt, oneOf, Url } from './primitives'

/** What the signed-in user may do with the listing (SPEC §6). */
export const ListingPermission = oneOf(['gallery', 'order', 'global', 'photos'])
export type ListingPermission = typeof ListingPermission.Type

/** The two unit systems floor plans and areas are shown in. */
export const MeasurementUnit = oneOf(['imperial', 'metric'])
export type MeasurementUnit = typeof MeasurementUnit.Type

/** One value per unit system; floor plan assets exist for both. */
export const PerUnit = <S extends Schema.Top>(value: S) => Schema.Struct({ imperial: value, metric: value })

export const LatLng = Schema.Struct({ lat: Latitude, lng: Longitude })
export type LatLng = typeof LatLng.Type

export const Photo = Schema.Struct({
  /** Stable key of the photo within its listing; the photos section's sub-section in the URL. */
  code: Schema.String,
  url: Url,
  /** File name used when the photo is downloaded. */
  name: Schema.String,
  /** Empty when uncaptioned; the info page teaser prefers captioned photos. */
  caption: Schema.String,
  hidden: Schema.Boolean,
  /** Width ÷ height; older listings omit it and 1.5 (3:2) is assumed. */
  aspect: Finite.check(Schema.isGreaterThan(0)).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_PHOTO_ASPECT)),
  ),
  /** A YouTube or Vimeo address when the "photo" is a video embed. */
  externalLink: Schema.NullOr(Url),
  /** The 3D scene the photo was taken from, so the viewer can switch from the photo into the tour there. */
  sceneCode: Schema.NullOr(Schema.String),
  /** Viewing direction into that scene, in degrees. */
  yaw: Schema.NullOr(Finite),
  pitch: Schema.NullOr(Finite),
  /** Whether the photo offers that photo-to-tour toggle (our reading of the spec's bare "toggle"). */
  toggle: Schema.Boolean,
  /** The room of its scene, by the tour's cluster code and name, so a room's photos can be shown together. */
  room: Schema.optionalKey(Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.String }))),
})
export type Photo = typeof Photo.Type

/** Room dimensions in millimetres, so both unit systems derive from one exact value. */
export const Room = Schema.Struct({
  name: Schema.String,
  width: NonNegativeInt,
  length: NonNegativeInt,
})
export type Room = typeof Room.Type

export const Floor = Schema.Struct({
  id: Id,
  name: Schema.String,
  /** The tour whose scenes sit on this floor. */
  tourId: Id,
  rooms: Schema.Array(Room),
  /** Floor area in square feet; null when not measured. */
  area: Schema.NullOr(Finite),
  svgUrl: PerUnit(Url),
  imageUrl: PerUnit(Url),
  /** Places the plan over the tour's coordinates: translation in tour units and rotation in degrees. */
  transform: Schema.Struct({ tx: Finite, ty: Finite, rz: Finite }),
})
export type Floor = typeof Floor.Type

export const Floorplan = Schema.Struct({
  /** Area lines shown with the plan ('Main floor', 'Total'), in square feet. */
  area: Schema.Array(Schema.Struct({ sqFt: Finite, label: Schema.String })),
  floors: Schema.Array(Floor),
  /** Printable page images per unit; unbranded pages omit the product's marks. */
  brandedPagesUrl: PerUnit(Schema.Array(Url)),
  unbrandedPagesUrl: PerUnit(Schema.Array(Url)),
  brandedPdfUrl: PerUnit(Url),
  unbrandedPdfUrl: PerUnit(Url),
})
export type Floorplan = typeof Floorplan.Type

export const Agent = Schema.Struct({
  name: Schema.String,
  company: Schema.NullOr(Schema.String),
  title: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  website: Schema.NullOr(Url),
  /**
   * A portrait for the agent card (DESIGN.md: agents as cards with photo). Not among the spec's fields, so an answer
   * without it decodes to null and the card shows initials.
   */
  photoUrl: Schema.NullOr(Url).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))),
})
export type Agent = typeof Agent.Type

export const Address = Schema.Struct({
  street: Schema.String,
  unit: Schema.NullOr(Schema.String),
  neighborhood: Schema.NullOr(Schema.String),
})
export type Address = typeof Address.Type

/** Primary/secondary pairs read as "3 + 1 bedrooms": above grade plus below grade (or second unit). */
export const Stats = Schema.Struct({
  bedroomsPrimary: Schema.NullOr(NonNegativeInt),
  bedroomsSecondary: Schema.NullOr(NonNegativeInt),
  bathroomsPrimary: Schema.NullOr(Finite),
  bathroomsSecondary: Schema.NullOr(Finite),
  /** Square feet. */
  areaPrimary: Schema.NullOr(Finite),
  areaSecondary: Schema.NullOr(Finite),
  /** Asking price in cents; 0 is shown as 'Exclusive'. */
  price: Schema.NullOr(NonNegativeCents),
})
export type Stats = typeof Stats.Type

export const ListingStatus = Schema.Struct({
  fullyDelivered: Schema.Boolean,
  tourDelivered: Schema.Boolean,
  photosDelivered: Schema.Boolean,
  floorPlanDelivered: Schema.Boolean,
  orderEvents: Schema.Array(OrderEvent),
})
export type ListingStatus = typeof ListingStatus.Type

export const Listing = Schema.Struct({
  /** The listing's public name and path segment (/{tourName}). */
  tourName: Schema.String,
  tourId: Id,
  tourReady: Schema.Boolean,
  /** Cache-busting version of the tour config (GET /tour/{tourName}?v=). */
  tourConfigVersion: NonNegativeInt,
  /** The scene the tour opens on unless the URL's d1 says otherwise. */
  startingSceneId: Schema.NullOr(Schema.String),
  offline: Schema.Boolean,
  /**
   * True when the listing is passcode-protected. The spec's listing "possibly with passcode" carried the passcode
   * itself; ours never leaves the server (ARCHITECTURE §4), so a listing arrives only once the passcode was accepted.
   */
  passcode: Schema.Boolean,
  permissions: Schema.Array(ListingPermission),
  /** HTML from the listing's editor; sanitised before display, iframes forbidden. */
  description: Schema.String,
  location: LatLng,
  photos: Schema.Array(Photo),
  /** Null until a floor plan is delivered. */
  floorplan: Schema.NullOr(Floorplan),
  agents: Schema.Array(Agent),
  address: Address,
  /** Null when the listing has no facts yet; sharing needs them. */
  stats: Schema.NullOr(Stats),
  /** Null for listings with no order history (imported ones). */
  status: Schema.NullOr(ListingStatus),
})
export type Listing = typeof Listing.Type

/**
 * One listing in a list (my listings, explore). The spec does not show the shape; a card needs far less than the
 * whole listing, so lists carry this summary and the viewer loads the rest with /listing/get.
 */
export const ListingSummary = Schema.Struct({
  tourName: Schema.String,
  tourReady: Schema.Boolean,
  offline: Schema.Boolean,
  passcode: Schema.Boolean,
  address: Address,
  location: LatLng,
  stats: Schema.NullOr(Stats),
  /** The card's picture: the first visible photo, if any. */
  coverPhoto: Schema.NullOr(Photo),
  permissions: Schema.Array(ListingPermission),
  /** Whether everything ordered has been delivered; null when the listing has no orders. */
  fullyDelivered: Schema.NullOr(Schema.Boolean),
})
export type ListingSummary = typeof ListingSummary.Type
