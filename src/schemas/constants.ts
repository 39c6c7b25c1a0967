// Business constants and limits of SPEC §9, plus the numeric limits of §2 (screens) and §5 (validation).
// Charts read these through named delays and guards (ARCHITECTURE §3.8); the rules that combine them live in
// src/domain. Durations are milliseconds (names end in MS) because timers and Date arithmetic use milliseconds;
// the few calendar periods (months, days) keep calendar units since a month has no fixed length.

const SECOND_MS = 1000
const MINUTE_MS = 60 * SECOND_MS
const HOUR_MS = 60 * MINUTE_MS

// ─── Display ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** Money travels as integer cents and is shown as dollars with this many decimals. */
export const MONEY_DECIMALS = 2
/** Cents in one dollar (or Canadian dollar). */
export const CENTS_PER_DOLLAR = 100
/** What a price of 0 shows instead of '$0.00'. */
export const ZERO_PRICE_LABEL = 'Exclusive'
/**
 * Square metres in one square foot. SPEC §9 prints 0.92903, which is ten times the real factor (1 ft = 0.3048 m, so
 * 1 sq ft = 0.092903 m²): with it a 2,000 SF home would read 1,858 m². We use the true factor; see docs/decisions.md.
 */
export const SQ_M_PER_SQ_FT = 0.092903
/** Metric areas are rounded to this many decimals. */
export const METRIC_AREA_DECIMALS = 1
/** Area unit labels; imperial is the default unit preference (SPEC §3). */
export const AREA_LABEL_IMPERIAL = 'SF'
export const AREA_LABEL_METRIC = 'm²'
/** Length unit labels. */
export const LENGTH_LABEL_IMPERIAL = 'ft'
export const LENGTH_LABEL_METRIC = 'm'
/** Millimetres in one foot (exact by definition). */
export const MM_PER_FOOT = 304.8
/** Inches in one foot, for feet-and-inches room sizes. */
export const INCHES_PER_FOOT = 12
/** Room sizes in metres are shown to this many decimals. */
export const ROOM_SIZE_METRIC_DECIMALS = 1
/** Photo aspect ratio assumed when a photo has none (SPEC §3). */
export const DEFAULT_PHOTO_ASPECT = 1.5

// ─── Lists and forms ─────────────────────────────────────────────────────────────────────────────────────────────

/** Listings per page in Explore and My listings. */
export const LISTING_PAGE_SIZE = 60
/** The filter box appears once the listing count exceeds this (or a filter is set). */
export const LISTING_FILTER_THRESHOLD = 15
/** Pagination: pages shown around the current one (see domain/pagination.ts for the reading). */
export const PAGINATION_PAGES_AROUND = 3
/** Pagination: pages always shown at each end. */
export const PAGINATION_MARGIN_PAGES = 1
/** Additional contacts on an order; the button then reads 'Maximum contacts added'. */
export const MAX_ADDITIONAL_CONTACTS = 3
/** Largest product quantity accepted. */
export const MAX_PRODUCT_QUANTITY = 10000
/** The scheduling calendar offers today through this many months ahead. */
export const CALENDAR_RANGE_MONTHS = 2
/** A valid geocoded address moves on to PRODUCT after this delay. */
export const ADDRESS_AUTO_SUBMIT_MS = 100
/** Typed addresses are geocoded once typing pauses this long (a dragged marker reverse-geocodes at once). */
export const GEOCODE_TYPING_DELAY_MS = 500
/** Length of the removal animation of a list item. */
export const REMOVAL_ANIMATION_MS = 400
/** The photos teaser shows up to this many captioned photos. */
export const PHOTO_TEASER_MAX_CAPTIONED = 15
/** With fewer captioned photos than this, the teaser falls back to all visible photos (SPEC §5). */
export const PHOTO_TEASER_MIN_CAPTIONED = 6
/** The preparation guide's thanks shows the download date once the download is older than this. */
export const GUIDE_DATE_THRESHOLD_MS = 36 * HOUR_MS
/** Appointment rating range (five emoji). */
export const RATING_MIN = 1
export const RATING_MAX = 5
/** Shortest password accepted at registration and reset. */
export const PASSWORD_MIN_LENGTH = 6
/** A tweet's total length limit. */
export const TWEET_MAX_LENGTH = 280
/** Characters a person may type into a tweet. */
export const TWEET_MAX_TYPED = 256
/** Characters the shared link takes in a tweet; the counter shows typed length + this, of 280. */
export const TWEET_LINK_LENGTH = 24
/** Retries of booking-wizard calls (SPEC §7). */
export const BOOKING_RETRY_COUNT = 3
/** Retries of the page loader before falling back to the 404 or 500 page (SPEC §8). */
export const PAGE_LOADER_RETRY_COUNT = 3

// ─── Viewer ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** Hero photos rotate this often. */
export const HERO_SLIDESHOW_INTERVAL_MS = 4 * SECOND_MS
/** Requested image sizes are rounded up to multiples of this … */
export const IMAGE_SIZE_STEP_PX = 256
/** … and clamped to this range. */
export const IMAGE_SIZE_MIN_PX = 512
export const IMAGE_SIZE_MAX_PX = 2048
/** Photo widths are requested in steps of this … */
export const PHOTO_WIDTH_STEP_PX = 256
/** … never below this; a larger version is requested only when more than this is needed. */
export const PHOTO_MIN_WIDTH_PX = 768
/** Photo grid rows are at most min(this, GRID_ROW_HEIGHT_MAX_FRACTION × viewport height). */
export const GRID_ROW_HEIGHT_MAX_PX = 275
export const GRID_ROW_HEIGHT_MAX_FRACTION = 0.6
/** Photo editor grid rows are at most this tall. */
export const PHOTO_EDITOR_ROW_HEIGHT_MAX_PX = 200
/** Gap between images in the justified layout. */
export const IMAGE_LAYOUT_GAP_PX = 5
/** Layouts switch to wide (floor plan in a sidebar) at this viewport width and above (SPEC §4). */
export const WIDE_LAYOUT_MIN_WIDTH_PX = 1000

/** Carousel: drag distance that moves one photo. */
export const CAROUSEL_DRAG_STEP_PX = 50
/** Carousel: gap between photos as a fraction of the carousel width. */
export const CAROUSEL_GAP_FRACTION = 0.05
/** Carousel: swipe animation length. */
export const CAROUSEL_SWIPE_TWEEN_MS = 300
/** Carousel keys (KeyboardEvent.key values): d and ← go back, f and → go forward. */
export const CAROUSEL_PREVIOUS_KEYS: readonly string[] = ['d', 'ArrowLeft']
export const CAROUSEL_NEXT_KEYS: readonly string[] = ['f', 'ArrowRight']

/** Floor plan: margin around the plan. */
export const FLOOR_PLAN_MARGIN_PX = 10
/** Floor plan: scene marker size, and its size in the floating plan. */
export const FLOOR_PLAN_MARKER_PX = 25
export const FLOOR_PLAN_MARKER_FLOATING_PX = 15
/** Floor plan: zoom animation length. */
export const FLOOR_PLAN_ZOOM_TWEEN_MS = 250
/** Floor plan: fitted bounds are padded by this fraction. */
export const FLOOR_PLAN_BOUNDS_PADDING_FRACTION = 0.1
/** Floor plan: grid cells are about this wide on screen; in metric a cell is 1 m. */
export const FLOOR_PLAN_GRID_WIDTH_PX = 80
export const FLOOR_PLAN_METRIC_GRID_M = 1

/** Map zoom levels: default, one listing, and the most a fit-to-markers may zoom in. */
export const MAP_DEFAULT_ZOOM = 4
export const MAP_LISTING_ZOOM = 16
export const MAP_FIT_MAX_ZOOM = 14
/** Map default centre: Chicago. */
export const MAP_DEFAULT_CENTER = { lat: 41.8781, lng: -87.6298 } as const
/** Map marker icon size. */
export const MAP_MARKER_ICON_PX = 30
/** The map appears this long after it becomes visible (avoids loading it during a scroll past). */
export const MAP_APPEAR_DELAY_MS = 500
/** Static map and street view image size (SPEC §7). */
export const STREET_VIEW_WIDTH_PX = 600
export const STREET_VIEW_HEIGHT_PX = 400
/** The tour image throbber shows only after this delay, so fast loads do not flash it. */
export const TOUR_THROBBER_DELAY_MS = 500

/** Hint priorities; queued hints show in priority order, final hints last (SPEC §4). */
export const HINT_PRIORITY = {
  drag: 2,
  move: 3,
  thumbnail: 4,
  floorPlanClick: 5,
  floatingPlan: 6,
  autoplay: 7,
} as const
/** Hint shake animation length. */
export const HINT_SHAKE_MS = 500
/** A completed hint stays this long before the next one (SPEC §4). */
export const HINT_COMPLETED_HOLD_MS = 2 * SECOND_MS
/** Modal close animation length. */
export const MODAL_CLOSE_ANIMATION_MS = 250
/** The 'Copied' confirmation lasts this long. */
export const COPY_CONFIRMATION_MS = 5 * SECOND_MS
/** The page is polled (HEAD, Last-Modified) this often for the update notice. */
export const UPDATE_CHECK_INTERVAL_MS = MINUTE_MS

/** Share pop-up window sizes (SPEC §2). */
export const SHARE_POPUP_FACEBOOK = { width: 575, height: 815 } as const
export const SHARE_POPUP_LINKEDIN = { width: 575, height: 700 } as const
export const SHARE_POPUP_TWITTER = { width: 550, height: 420 } as const
/** Embed iframe height (its width is 100%). */
export const EMBED_IFRAME_HEIGHT_PX = 720

/** Video sync: drift tolerated without correction, and beyond which the video seeks instead. */
export const VIDEO_SYNC_ALLOWED_DRIFT_MS = 300
export const VIDEO_SYNC_MAX_DRIFT_MS = SECOND_MS
/** Video sync: checks are at least this far apart. */
export const VIDEO_SYNC_MIN_CHECK_INTERVAL_MS = 100
/** Video sync: the playback rate is adjusted by at most this much (1 ± 0.2). */
export const VIDEO_SYNC_MAX_RATE_ADJUSTMENT = 0.2
/** Video sync: a drift is caught up over this long. */
export const VIDEO_SYNC_CATCH_UP_MS = SECOND_MS
/** Sortable lists: pointer travel before a press becomes a drag, and the reorder animation length. */
export const SORT_PRESS_THRESHOLD_PX = 5
export const SORT_TRANSITION_MS = 300

/** The download button is single-use for this long, and its success state resets after this. */
export const DOWNLOAD_LOCK_MS = 2 * SECOND_MS
export const DOWNLOAD_SUCCESS_RESET_MS = SECOND_MS
/** Prefetching: this many items per batch, one batch this often. */
export const PREFETCH_BATCH_SIZE = 4
export const PREFETCH_INTERVAL_MS = 3 * SECOND_MS
/** A navigation slower than this shows a notice. */
export const SLOW_NAVIGATION_NOTICE_MS = SECOND_MS

/** Panorama cube face size. */
export const PANORAMA_CUBE_FACE_PX = 1024
/** Scene previews are preloaded within this squared distance (scene units, centimetres, squared: 5 m). */
export const PREVIEW_PRELOAD_MAX_SQUARED_DISTANCE = 250000
/** Ring (scene marker) visibility timeout. */
export const RING_VISIBILITY_TIMEOUT_MS = 2 * SECOND_MS
/** Guided tour: time spent rotating in one scene is clamped to this range. */
export const GUIDED_TOUR_ROTATION_MIN_MS = 3 * SECOND_MS
export const GUIDED_TOUR_ROTATION_MAX_MS = 9 * SECOND_MS
/** Pointer travel still counted as a click, for mouse and touch. */
export const CLICK_TOLERANCE_MOUSE_PX = 3
export const CLICK_TOLERANCE_TOUCH_PX = 10
/** Field of view limits in degrees: vertical, and horizontal. */
export const MAX_FIELD_OF_VIEW_DEG = 90
export const MAX_HORIZONTAL_FIELD_OF_VIEW_DEG = 110
/** Scene height when a scene has none (scene units). */
export const DEFAULT_SCENE_HEIGHT = 130

/** Starting view code d1: this many leading digits hold value = pan × 180 + (tilt + 90). */
export const START_VIEW_ANGLE_DIGITS = 5
export const START_VIEW_PAN_DIVISOR = 180
export const START_VIEW_TILT_OFFSET = 90

// ─── Subscription pricing ────────────────────────────────────────────────────────────────────────────────────────
// The plan table itself is data with a shape, so it lives with its rules in domain/subscription.ts.

/** Listing area bands of the plan table: flat price up to each, per-sq-ft price above the last. */
export const SUBSCRIPTION_FIRST_BAND_SQ_FT = 2000
export const SUBSCRIPTION_SECOND_BAND_SQ_FT = 4000
/** Initial term of a monthly and of an annual plan. */
export const INITIAL_TERM_MONTHS_MONTHLY = 3
export const INITIAL_TERM_MONTHS_ANNUAL = 12
/** Listings stay redeemable this many days after the term ends. */
export const REDEEMABLE_AFTER_TERM_DAYS = 90
/** Renewal notice is sent this many days before renewal. */
export const RENEWAL_NOTICE_DAYS = 30
/** An annual plan is charged this many monthly fees at once. */
export const ANNUAL_CHARGE_MONTHS = 12
/** Country code that selects Canadian pricing (also the `country` query parameter). */
export const CANADA_COUNTRY_CODE = 'CA'
/** Canadian HST in basis points (13 %); basis points keep tax arithmetic in integers. */
export const CANADA_HST_BASIS_POINTS = 1300
/** The contact (beyond Team) tier advertises savings up to this percent. */
export const CONTACT_TIER_MAX_SAVINGS_PERCENT = 30

// ─── Text limits (shared by forms and the server; every text field is bounded before any pattern runs) ──────────

/** Any one text value in a request, whatever the field: the outer bound the server checks before decoding. */
export const TEXT_MAX_LENGTH = 10_000
/** First and last names. */
export const NAME_MAX_LENGTH = 100
/** Phone numbers as typed (spaces, dashes, an extension). */
export const PHONE_MAX_LENGTH = 40
/** The longest e-mail address SMTP allows (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254
/** Company names, descriptions and other one-line text. */
export const SHORT_TEXT_MAX_LENGTH = 200
/** Street addresses as typed. */
export const ADDRESS_MAX_LENGTH = 300
/** Instructions and other free text a person writes in a text area. */
export const LONG_TEXT_MAX_LENGTH = 4_000
/** Passwords (hashing cost grows with length). */
export const PASSWORD_MAX_LENGTH = 1_024
