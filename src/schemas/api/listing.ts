// Listing calls (SPEC §7 Listing) on the product backend.
import { Schema, SchemaTransformation } from 'effect'
import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from '../constants'
import { BoundedString, BoundedTrim, RequiredText } from '../fields'
import { Insights, InsightsPeriod } from '../Insights'
import { Listing, ListingSummary, Photo } from '../Listing'
import { Feedback, Rating } from '../OrderEvent'
import { Id, Int, NonNegativeInt, oneOf, Url } from '../primitives'
import { defineCall, Ok } from './call'

/** Filters of the explore and my-listings pages, straight from their URL (SPEC §2 query parameters). */
export const SearchTerms = Schema.Struct({
  /** 1-based page; the page size is fixed at 60 by the server. */
  page: Schema.optionalKey(Int.check(Schema.isGreaterThanOrEqualTo(1, { message: 'Invalid' }))),
  /** Free text matched against address, neighbourhood and agents. */
  filter: Schema.optionalKey(Schema.String),
  /** Only listings inside this geohash cell (the map's view). */
  geohash: Schema.optionalKey(Schema.String),
  market: Schema.optionalKey(Schema.String),
  brokerage: Schema.optionalKey(Schema.String),
  office: Schema.optionalKey(Schema.String),
  team: Schema.optionalKey(Schema.String),
})
export type SearchTerms = typeof SearchTerms.Type

export const ListingPage = Schema.Struct({
  listings: Schema.Array(ListingSummary),
  /** Matches over all pages. */
  totalCount: NonNegativeInt,
  /** 1-based, as asked (or clamped to the last page). */
  pageNumber: Int.check(Schema.isGreaterThanOrEqualTo(1)),
  pageSize: Int.check(Schema.isGreaterThanOrEqualTo(1)),
})
export type ListingPage = typeof ListingPage.Type

/** Listings the signed-in user owns or holds a permission on. */
export const myListings = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/listing/my',
  request: SearchTerms,
  response: ListingPage,
})
/** Public, online listings. */
export const exploreListings = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/listing/explore',
  request: SearchTerms,
  response: ListingPage,
})

export const GetListingRequest = Schema.Struct({
  tourName: BoundedString(SHORT_TEXT_MAX_LENGTH),
  /** The o=f flag: also send hidden scenes and undelivered items to those allowed to see them. */
  debugMode: Schema.Boolean,
  /** For a passcode-protected listing; a wrong one is refused ('incorrect passcode'). */
  passcode: Schema.optionalKey(BoundedString(100)),
})
export type GetListingRequest = typeof GetListingRequest.Type

/** The answer for a protected listing asked without a passcode: nothing but the fact that one is needed. */
export const PasscodeRequired = Schema.Struct({ tourName: Schema.String, passcodeRequired: Schema.Literal(true) })
export type PasscodeRequired = typeof PasscodeRequired.Type

/** The listing call's answer for a protected listing asked without its passcode. */
export const isPasscodeRequired = (answer: Listing | PasscodeRequired): answer is PasscodeRequired =>
  'passcodeRequired' in answer

/** A listing that does not exist (or is not visible to the caller) answers 404, which callers see as NotFound. */
export const getListing = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/listing/get',
  request: GetListingRequest,
  response: Schema.Union([Listing, PasscodeRequired]),
})

/** The photo editor's result: every photo in its new order, with its visibility. */
export const PhotoEdit = Schema.Struct({ code: Schema.String, hidden: Schema.Boolean })
export type PhotoEdit = typeof PhotoEdit.Type

export const updatePhotos = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/listing/updatephotos',
  request: Schema.Struct({ tourName: Schema.String, photos: Schema.Array(PhotoEdit) }),
  /** The photos as now saved, so the editor can compare against the server again. */
  response: Schema.Struct({ photos: Schema.Array(Photo) }),
})

/**
 * The preparation guide (SPEC §4 Timeline: "download posts the order and saves a PDF"): the answer is the PDF
 * itself, made on the server for that order, and the download is recorded for the caller (Feedback.guideDownloaded).
 */
export const downloadAppointmentGuide = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/listing/appointment-guide',
  request: Schema.Struct({ orderId: Id }),
  response: Schema.instanceOf(Blob),
  responseType: 'blob',
})

/** Both survey calls answer with the current user's feedback as now saved. */
export const rateAppointment = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/listing/feedback-rating',
  request: Schema.Struct({ orderId: Id, appointmentRating: Rating }),
  response: Feedback,
})
export const commentOnAppointment = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/listing/feedback-comment',
  request: Schema.Struct({ orderId: Id, appointmentComments: BoundedTrim(LONG_TEXT_MAX_LENGTH) }),
  response: Feedback,
})

/**
 * A revision request from the Next steps panel (ours; SPEC §4 Timeline "revision requests by e-mail"): the server
 * e-mails the team with the listing and the caller, so the owner's mail program is not needed.
 */
export const requestRevision = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/listing/revision-request',
  request: Schema.Struct({ tourName: Schema.String, message: RequiredText(LONG_TEXT_MAX_LENGTH) }),
  response: Ok,
})

/** What visitors did on the listing (ours; issue 17), for holders of the `order` permission. */
export const getInsights = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/listing/insights',
  request: Schema.Struct({ tourName: Schema.String, period: InsightsPeriod }),
  response: Insights,
})

/** Photo sizes: web and print for the zip of all photos, mls and full for single-photo downloads. */
export const PhotoSize = oneOf(['web', 'print', 'mls', 'full'])
export type PhotoSize = typeof PhotoSize.Type

/** The sizes travel in the URL as one comma-separated value ('web,print'). */
export const PhotoSizes = Schema.String.check(
  Schema.isPattern(/^(web|print|mls|full)(,(web|print|mls|full))*$/, { message: 'Invalid' }),
).pipe(
  Schema.decodeTo(
    Schema.Array(PhotoSize).check(Schema.isMinLength(1)),
    SchemaTransformation.transform({
      decode: (text) => text.split(',') as ReadonlyArray<PhotoSize>,
      encode: (sizes) => sizes.join(','),
    }),
  ),
)

/** Builds the zip and answers with the address the browser navigates to for the download. */
export const zipPhotos = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/listing/zip/{tourName}?sizes={sizes}',
  request: Schema.Struct({ tourName: Schema.String, sizes: PhotoSizes }),
  response: Schema.Struct({ url: Url }),
})

/** How far the zip of those sizes is: photos written of all, and whether it is ready to download. */
export const ZipProgress = Schema.Struct({ done: NonNegativeInt, total: NonNegativeInt, ready: Schema.Boolean })
export type ZipProgress = typeof ZipProgress.Type

/**
 * Polled while POST /listing/zip is pending, for a determinate progress bar (issue 6). Not in the spec: ours. A zip
 * nobody has asked for yet reads { done: 0, total, ready: false }.
 */
export const zipProgress = defineCall({
  backend: 'api',
  method: 'GET',
  path: '/listing/zip-progress/{tourName}',
  request: Schema.Struct({ tourName: Schema.String, sizes: PhotoSizes }),
  response: ZipProgress,
})

/** What the app reads from the metadata head (link previews, the document title). */
export const ListingMetadata = Schema.Struct({
  title: Schema.String,
  description: Schema.String,
  /** The og:image address; null when the listing has no photo. */
  image: Schema.NullOr(Url),
})
export type ListingMetadata = typeof ListingMetadata.Type

/** Answers text/html (an HTML head with title, description and og:image), not JSON; ListingMetadata is read from it. */
export const getListingMetadata = defineCall({
  backend: 'api',
  method: 'GET',
  path: '/listing/metadata/{tourName}',
  request: Schema.Struct({ tourName: Schema.String }),
  response: Schema.String,
  responseType: 'text',
})
